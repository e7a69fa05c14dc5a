import type { Executor } from '../../db/database.js';

export const findShortLinkOfPro = (db: Executor, proId: string) =>
  db.selectFrom('shortLinks').select(['code', 'createdAt']).where('proId', '=', proId).executeTakeFirst();

/** Inserts the professional's first code; a concurrent first request that got there first wins. */
export async function insertShortLinkIfMissing(
  db: Executor,
  row: { proId: string; code: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('shortLinks')
    .values(row)
    .onConflict((oc) => oc.column('proId').doNothing())
    .execute();
}

/** Replaces the professional's code: the old one leads nowhere from this statement on. */
export async function replaceShortLinkCode(
  db: Executor,
  row: { proId: string; code: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('shortLinks')
    .values(row)
    .onConflict((oc) => oc.column('proId').doUpdateSet({ code: row.code, createdAt: row.createdAt }))
    .execute();
}

export async function findProIdByCode(db: Executor, code: string): Promise<string | undefined> {
  const row = await db.selectFrom('shortLinks').select('proId').where('code', '=', code).executeTakeFirst();
  return row?.proId;
}

/** QR e-mails planned for a professional since an instant (their jobs carry the ref `qr-mail:{proId}`). */
export async function countQrMailsSince(db: Executor, o: { ref: string; since: string }): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('refId', '=', o.ref)
    .where('createdAt', '>', o.since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
