import type { BookingReply, BookingView, SlotSearchReply } from '@quickrdv/core';
import { api } from '../../lib/api-client';

const bookingPath = (token: string) => `/public/bookings/${encodeURIComponent(token)}`;

export const bookingKey = (token: string) => ['public-booking', token] as const;

export const fetchBooking = (token: string) => api.get<BookingView>(bookingPath(token));

export const cancelBooking = (token: string) =>
  api.delete<{ cancelled: true; message: string }>(bookingPath(token));

export const moveBooking = (token: string, slotId: string) =>
  api.post<BookingReply>(`${bookingPath(token)}/move`, { slotId });

/** Free slots of the professional that offer every service of the booking. */
export function fetchMoveSlots(o: { slug: string; serviceIds: string[]; from?: string; days: number }) {
  const query = new URLSearchParams({ serviceIds: o.serviceIds.join(','), days: String(o.days) });
  if (o.from) query.set('from', o.from);
  return api.get<SlotSearchReply>(`/public/pros/${encodeURIComponent(o.slug)}/slots?${query}`);
}
