import {
  calendarMessages,
  countFittingUnderCap,
  monthBounds,
  monthKey,
  monthlyAvailabilityCap,
  monthOverCap,
  zonedTimeToUtc,
  type Plan,
} from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { countAvailabilitiesBetween } from './availabilities.repository.js';

/** The monthly cap that applies to a professional: the free plan's, except in demo mode (no quota). */
export const availabilityCapOf = (pro: ProRow): number | null =>
  pro.isDemo ? null : monthlyAvailabilityCap(pro.plan as Plan);

/** Availabilities of a professional starting in a calendar month ('YYYY-MM') of their time zone. */
export function countInMonth(db: Executor, pro: ProRow, month: string, excludeId?: string): Promise<number> {
  const { first, next } = monthBounds(month);
  return countAvailabilitiesBetween(db, {
    proId: pro.id,
    from: zonedTimeToUtc(first, '00:00', pro.timeZone).toISOString(),
    to: zonedTimeToUtc(next, '00:00', pro.timeZone).toISOString(),
    excludeId,
  });
}

/**
 * Refuses the whole write (409) if adding `starts` would put any month over the free plan's cap; every
 * generated slot counts. Must run in the transaction that inserts, after lockPro().
 */
export async function assertMonthlyQuota(
  db: Executor,
  pro: ProRow,
  starts: Date[],
  excludeId?: string,
): Promise<void> {
  const cap = availabilityCapOf(pro);
  if (cap === null || !starts.length) return;
  const months = [...new Set(starts.map((s) => monthKey(s, pro.timeZone)))];
  const existing: Record<string, number> = {};
  for (const month of months) existing[month] = await countInMonth(db, pro, month, excludeId);
  if (monthOverCap(existing, starts, cap, pro.timeZone))
    throw new AppError('quota_exceeded', calendarMessages.freePlanLimit);
}

/** How many of `starts` (first ones first) the free plan still allows; null without a quota. */
export async function allowedUnderQuota(db: Executor, pro: ProRow, starts: Date[]): Promise<number | null> {
  const cap = availabilityCapOf(pro);
  if (cap === null) return null;
  const months = [...new Set(starts.map((s) => monthKey(s, pro.timeZone)))];
  const existing: Record<string, number> = {};
  for (const month of months) existing[month] = await countInMonth(db, pro, month);
  return countFittingUnderCap(existing, starts, cap, pro.timeZone);
}
