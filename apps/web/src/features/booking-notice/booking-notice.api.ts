import type { BookingNoticeInput } from '@quickrdv/core';
import { api } from '../../lib/api-client';

export const saveBookingNotice = (input: BookingNoticeInput) =>
  api.put<BookingNoticeInput>('/settings/booking-notice', input);
