import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/database.js';
import { bookableSalon } from '../features/booking/booking.fixtures.js';
import { signedUpPro } from './test-client.js';

/** A professional whose public page is open (visitors may open a socket to it), logged in, with their slug. */
export async function publicSalon(app: FastifyInstance, db: Executor) {
  const me = await signedUpPro(app);
  await bookableSalon(db, me.pro.id);
  const { slug } = await db
    .selectFrom('pros')
    .select('slug')
    .where('id', '=', me.pro.id)
    .executeTakeFirstOrThrow();
  return { ...me, slug, cookie: { cookie: me.client.cookie! } };
}
export type PublicSalon = Awaited<ReturnType<typeof publicSalon>>;
