import { describe, expect, it } from 'vitest';
import type { SlotSearchReply } from '../booking/booking.dto.js';
import { movableSlots } from './move-slots.js';

const lea = { id: 'st-lea', prenom: 'Léa', nom: 'Martin', color: 'aa3377' };
const slot = (id: string, start: string, maxMinutes: number, staffId: string | null = lea.id) => ({
  id,
  start,
  end: start,
  staffId,
  offer: 0,
  maxMinutes,
});

const reply: SlotSearchReply = {
  from: '2026-03-02',
  to: '2026-03-04',
  timeZone: 'Europe/Paris',
  staff: [lea],
  offers: [['sv-1']],
  days: [
    {
      day: '2026-03-02',
      slots: [slot('a', '09:00', 30), slot('b', '09:30', 60), slot('c', '10:00', 90, null)],
    },
    { day: '2026-03-03', slots: [slot('d', '09:00', 30)] },
    { day: '2026-03-04', slots: [slot('e', '14:00', 45), slot('f', '15:00', 120, 'st-gone')] },
  ],
  nextAvailableDay: '2026-03-02',
};

describe('movableSlots', () => {
  it('keeps the slots long enough for the booking, with their staff member', () => {
    const days = movableSlots(reply, { durationMinutes: 45 });
    expect(days.map((d) => [d.day, d.slots.map((s) => s.id)])).toEqual([
      ['2026-03-02', ['b', 'c']],
      ['2026-03-04', ['e', 'f']],
    ]);
    expect(days[0]!.slots[0]!.staff).toEqual(lea);
    // 'Indifférent' and an unknown staff id both come without a staff member.
    expect(days[0]!.slots[1]!.staff).toBeNull();
    expect(days[1]!.slots[1]!.staff).toBeNull();
  });

  it('drops every day when nothing is long enough', () => {
    expect(movableSlots(reply, { durationMinutes: 180 })).toEqual([]);
  });
});
