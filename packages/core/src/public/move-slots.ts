import type { PublicSlot, PublicStaff, SlotSearchReply } from '../booking/booking.dto.js';

export interface MoveSlot extends PublicSlot {
  staff: PublicStaff | null;
}

/**
 * Slots a booking may move to: long enough for its services (a slot plus the free ones right after it, maxMinutes),
 * each with its staff member resolved; days left empty are dropped. The booking's own slots are held, so the
 * search never offers them.
 */
export function movableSlots(
  reply: SlotSearchReply,
  booking: { durationMinutes: number },
): { day: string; slots: MoveSlot[] }[] {
  const staff = new Map(reply.staff.map((s) => [s.id, s]));
  return reply.days
    .map(({ day, slots }) => ({
      day,
      slots: slots
        .filter((s) => s.maxMinutes >= booking.durationMinutes)
        .map((s) => ({ ...s, staff: s.staffId ? (staff.get(s.staffId) ?? null) : null })),
    }))
    .filter((d) => d.slots.length > 0);
}
