import { randomUUID } from 'node:crypto';
import {
  hoursPublishMessages as m,
  MAX_PUBLISHED_AVAILABILITIES,
  planPublication,
  publishPeriodIssue,
  utcToZoned,
  withoutOverlaps,
  type HoursPublishInput,
  type HoursPublishResult,
  type PublishedSlot,
} from '@quickrdv/core';
import type { Db, Dialect, Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError, fieldError } from '../../http/app-error.js';
import { insertAvailabilities, listAvailabilities } from '../availabilities/availabilities.repository.js';
import { allowedUnderQuota, assertMonthlyQuota } from '../availabilities/availability-quota.js';
import { lockPro, ownedStaff } from '../availabilities/catalog-refs.repository.js';
import { listOpeningRows, listStaffIds } from './hours.repository.js';

const DAY_MS = 86_400_000;

/**
 * Publishes bookable availabilities generated from the opening hours ('PARAMETRES', option 'Rendez-vous'),
 * or with `dryRun` only counts them. Written like every availability creation: professional locked, staff
 * ownership and the free-plan quota checked in the transaction that inserts, all rows or none. Slots that
 * overlap an availability of the same staff entry are skipped, so publishing twice adds nothing.
 */
export async function publishOpeningHours(ctx: {
  db: Db;
  dialect: Dialect;
  pro: ProRow;
  input: HoursPublishInput;
  dryRun?: boolean;
  now?: Date;
}): Promise<HoursPublishResult> {
  const { pro, input } = ctx;
  const now = ctx.now ?? new Date();
  const issue = publishPeriodIssue(input.recurrence, utcToZoned(now, pro.timeZone).day);
  if (issue) throw fieldError(issue.field, issue.message);
  return ctx.db.transaction().execute(async (trx) => {
    await lockPro(trx, pro.id, ctx.dialect);
    const rows = await listOpeningRows(trx, pro.id);
    if (!rows.length) throw new AppError('validation', m.noOpeningHours);
    const staffIds = input.staffIds ?? (await defaultStaff(trx, pro.id));
    await ownedStaff(
      trx,
      pro.id,
      staffIds.filter((s): s is string => s !== null),
      'staffIds',
    );
    const planned = planPublication({
      recurrence: input.recurrence,
      week: Array.from({ length: 7 }, (_, weekday) => ({
        weekday,
        ranges: rows.filter((r) => r.weekday === weekday),
      })),
      slotMinutes: input.slotMinutes ?? pro.appointmentStep,
      staffIds,
      timeZone: pro.timeZone,
      now,
    });
    if (planned.length > MAX_PUBLISHED_AVAILABILITIES) throw fieldError('recurrence', m.tooMany);
    const { kept: all, skipped } = withoutOverlaps(planned, await existingAround(trx, pro.id, planned));
    const allowed = await allowedUnderQuota(
      trx,
      pro,
      all.map((k) => k.startsAt),
    );
    // 'Publish what fits': the first slots in time order, as many as the quota allows.
    const kept =
      input.fit && allowed !== null && allowed < all.length
        ? [...all].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).slice(0, allowed)
        : all;
    // The preview reports; a publication stays all-or-nothing under the quota, as every creation.
    if (ctx.dryRun) return { created: kept.length, skipped, allowed, seriesId: null };
    await assertMonthlyQuota(
      trx,
      pro,
      kept.map((k) => k.startsAt),
    );
    if (!kept.length) return { created: 0, skipped, allowed, seriesId: null };
    const seriesId = randomUUID();
    const createdAt = now.toISOString();
    await insertAvailabilities(
      trx,
      kept.map((k) => ({
        id: randomUUID(),
        proId: pro.id,
        staffId: k.staffId,
        startsAt: k.startsAt.toISOString(),
        endsAt: k.endsAt.toISOString(),
        seriesId,
        createdAt,
      })),
      [],
    );
    return { created: kept.length, skipped, allowed, seriesId };
  });
}

/** Every staff member of the professional, or 'Indifférent' alone when there is none. */
async function defaultStaff(db: Executor, proId: string): Promise<(string | null)[]> {
  const ids = await listStaffIds(db, proId);
  return ids.length ? ids : [null];
}

/** The professional's availabilities that may overlap the planned slots (they last less than a day). */
async function existingAround(db: Executor, proId: string, planned: PublishedSlot[]) {
  if (!planned.length) return [];
  const first = planned.reduce((t, p) => Math.min(t, p.startsAt.getTime()), Infinity);
  const last = planned.reduce((t, p) => Math.max(t, p.endsAt.getTime()), -Infinity);
  const rows = await listAvailabilities(db, {
    proId,
    from: new Date(first - DAY_MS).toISOString(),
    to: new Date(last).toISOString(),
  });
  return rows.map((r) => ({
    startsAt: new Date(r.startsAt),
    endsAt: new Date(r.endsAt),
    staffId: r.staffId,
  }));
}
