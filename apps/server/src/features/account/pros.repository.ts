import { DEFAULT_BOOKING_NOTICE_HOURS } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import type { NewPro, ProUpdate } from '../../db/schema.js';

export const findPro = (db: Executor, id: string) =>
  db.selectFrom('pros').selectAll().where('id', '=', id).executeTakeFirst();

export const findProByEmail = (db: Executor, email: string) =>
  db.selectFrom('pros').selectAll().where('email', '=', email).executeTakeFirst();

export const findProBySlug = (db: Executor, slug: string) =>
  db.selectFrom('pros').selectAll().where('slug', '=', slug).executeTakeFirst();

export async function insertPro(db: Executor, pro: NewPro): Promise<void> {
  // Explicit: SQLite's column default is still the old 24 h (see migration 0015).
  await db
    .insertInto('pros')
    .values({ bookingNoticeHours: DEFAULT_BOOKING_NOTICE_HOURS, ...pro })
    .execute();
}

export async function updatePro(db: Executor, id: string, changes: ProUpdate): Promise<void> {
  await db
    .updateTable('pros')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Slugs starting with the given base, to pick a free one. */
export async function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db.selectFrom('pros').select('slug').where('slug', 'like', `${base}%`).execute();
  return new Set(rows.map((r) => r.slug));
}

export async function deletePro(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('pros').where('id', '=', id).execute();
}
