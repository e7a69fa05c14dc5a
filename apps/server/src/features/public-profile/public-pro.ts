import { bookingMessages } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { findBookingPro, findPublicPro, type BookingProRead } from './public-pro.repository.js';

/** The open professional of a public route, or the 404 every public route gives for an unknown slug. */
export async function requirePublicPro(db: Executor, slug: string): Promise<ProRow> {
  const pro = await findPublicPro(db, slug);
  if (!pro) throw notFound(bookingMessages.proNotFound);
  return pro;
}

/** requirePublicPro for an online booking: the same 404, only the columns a booking reads. */
export async function requireBookingPro(db: Executor, slug: string): Promise<BookingProRead> {
  const pro = await findBookingPro(db, slug);
  if (!pro) throw notFound(bookingMessages.proNotFound);
  return pro;
}
