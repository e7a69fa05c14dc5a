import { createHash } from 'node:crypto';
import {
  clientAddressKey,
  LOGIN_WINDOW_MS,
  loginWindowStart,
  previousLoginWindowStart,
  slidingLoginCount,
} from '@quickrdv/core';
import type { Executor } from '../../db/database.js';

/** Client key of the counter that sums one account's attempts from every address. */
const ALL_ADDRESSES = '*';

export interface LoginLimits {
  /** Attempts per account from one client address per window: a stranger's cannot lock the owner out. */
  perAddress: number;
  /** Attempts per account from all addresses per window, against an attack spread over many addresses. */
  perAccount: number;
}

/** The counters one attempt was taken on, to settle them once the password is known to be right. */
export interface AttemptTicket {
  accountKey: string;
  clientKey: string;
  windowStart: string;
}

/**
 * Takes one login attempt before the password is verified; null means over a limit, and the password must
 * not be verified. Each take is one atomic upsert (a row lock on PostgreSQL, the single writer on SQLite),
 * so however many requests race, on however many instances, no more than the limit get a number within it.
 * The account-wide counter is only taken once the address's own limit passed, so one address can use at
 * most `perAddress` of the account's budget.
 */
export async function takeAttempt(
  db: Executor,
  email: string,
  clientIp: string,
  limits: LoginLimits,
  now: Date,
): Promise<AttemptTicket | null> {
  const ticket: AttemptTicket = {
    // Hashed: the key has a fixed size whatever was typed, and the table holds no e-mail address.
    accountKey: createHash('sha256').update(email).digest('base64url'),
    clientKey: clientAddressKey(clientIp),
    windowStart: loginWindowStart(now),
  };
  if (!(await within(db, ticket, limits.perAddress, now))) return null;
  if (!(await within(db, { ...ticket, clientKey: ALL_ADDRESSES }, limits.perAccount, now))) return null;
  return ticket;
}

/**
 * Counts one attempt on a counter and says whether it stays within `limit` over the last 15 minutes (the
 * previous window weighted, slidingLoginCount). The increment is atomic, so racing attempts still get
 * distinct numbers: at most `limit` of them are within it, fewer as the previous window still weighs.
 */
async function within(db: Executor, key: AttemptTicket, limit: number, now: Date): Promise<boolean> {
  const current = await increment(db, key);
  if (current > limit) return false;
  const previous = await db
    .selectFrom('loginAttempts')
    .select('n')
    .where('accountKey', '=', key.accountKey)
    .where('clientKey', '=', key.clientKey)
    .where('windowStart', '=', previousLoginWindowStart(now))
    .executeTakeFirst();
  return slidingLoginCount(current, Number(previous?.n ?? 0), now) <= limit;
}

/** A successful login clears its address's counter and gives its own attempt back to the account-wide one. */
export async function settleSuccess(db: Executor, ticket: AttemptTicket): Promise<void> {
  await db
    .deleteFrom('loginAttempts')
    .where('accountKey', '=', ticket.accountKey)
    .where('clientKey', '=', ticket.clientKey)
    .execute();
  await db
    .updateTable('loginAttempts')
    .set((eb) => ({ n: eb('n', '-', 1) }))
    .where('accountKey', '=', ticket.accountKey)
    .where('clientKey', '=', ALL_ADDRESSES)
    .where('windowStart', '=', ticket.windowStart)
    .where('n', '>', 0)
    .execute();
}

/** Counters of windows that no longer weigh (the current and the previous one do); run by the maintenance loop. */
export async function purgeOldAttempts(db: Executor, now: Date): Promise<void> {
  await db
    .deleteFrom('loginAttempts')
    .where('windowStart', '<=', new Date(now.getTime() - 2 * LOGIN_WINDOW_MS).toISOString())
    .execute();
}

async function increment(db: Executor, key: AttemptTicket): Promise<number> {
  const row = await db
    .insertInto('loginAttempts')
    .values({ ...key, n: 1 })
    .onConflict((oc) =>
      oc
        .columns(['accountKey', 'clientKey', 'windowStart'])
        .doUpdateSet((eb) => ({ n: eb('loginAttempts.n', '+', 1) })),
    )
    .returning('n')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
