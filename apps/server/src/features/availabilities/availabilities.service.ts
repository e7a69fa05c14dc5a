import { randomUUID } from 'node:crypto';
import {
  calendarMessages as m,
  countPlannedAvailabilities,
  MAX_GENERATED_AVAILABILITIES,
  planAvailabilities,
  timeRangeIssue,
  utcToZoned,
  zonedTimeToUtc,
  type AvailabilityCreate,
  type AvailabilityDto,
  type AvailabilityUpdateInput,
} from '@quickrdv/core';
import type { Db, Dialect } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError, fieldError, notFound } from '../../http/app-error.js';
import {
  deleteAvailabilities,
  insertAvailabilities,
  listAvailabilities,
  replaceAvailabilityServices,
  updateAvailabilityRow,
} from './availabilities.repository.js';
import { presentAvailability, presentWhen } from './availabilities.presenter.js';
import { assertMonthlyQuota } from './availability-quota.js';
import { lockPro, ownedServices, ownedStaff } from './catalog-refs.repository.js';
import { readAvailability } from './availabilities.queries.js';

interface Ctx {
  db: Db;
  dialect: Dialect;
  pro: ProRow;
}

/**
 * Creates one availability per (occurrence day x slot x staff entry), sharing a series id, in one
 * transaction with the free-plan check: either every row is written or none.
 */
export async function createAvailabilities(
  ctx: Ctx & { input: AvailabilityCreate; now?: Date },
): Promise<{ seriesId: string; count: number; availabilities: AvailabilityDto[] }> {
  const { pro, input } = ctx;
  if (countPlannedAvailabilities(input) > MAX_GENERATED_AVAILABILITIES)
    throw fieldError('recurrence', m.tooManyGenerated);
  const planned = planAvailabilities(input, pro.timeZone);
  // Only a range that a DST change wipes out on every day (02:00-03:00 on the spring-forward night) gets here.
  if (!planned.length) throw fieldError('end', m.endAfterStart);
  const seriesId = randomUUID();
  const createdAt = (ctx.now ?? new Date()).toISOString();
  const note = input.note;
  return ctx.db.transaction().execute(async (trx) => {
    await lockPro(trx, pro.id, ctx.dialect);
    const staff = await ownedStaff(
      trx,
      pro.id,
      input.staffIds.filter((s): s is string => s !== null),
      'staffIds',
    );
    const services = await ownedServices(trx, pro.id, input.serviceIds, 'serviceIds');
    await assertMonthlyQuota(
      trx,
      pro,
      planned.map((p) => p.startsAt),
    );
    const rows = planned.map((p) => ({
      id: randomUUID(),
      proId: pro.id,
      staffId: p.staffId,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt.toISOString(),
      note,
      seriesId,
      createdAt,
    }));
    await insertAvailabilities(
      trx,
      rows,
      services.map((s) => s.id),
    );
    const availabilities = rows.map((r) => {
      const s = r.staffId ? staff.get(r.staffId)! : null;
      const listRow = {
        ...r,
        staffPrenom: s?.prenom ?? null,
        staffNom: s?.nom ?? null,
        staffColor: s?.color ?? null,
        appointmentId: null,
      };
      return presentAvailability(listRow, services, pro.timeZone);
    });
    return { seriesId, count: rows.length, availabilities };
  });
}

/**
 * Edits one availability (one staff entry or 'Indifférent', services, day and times, note). A booked one
 * (held in booked_slots) keeps its time and partner: the appointment would silently stop matching it.
 */
export async function updateAvailability(
  ctx: Ctx & { id: string; input: AvailabilityUpdateInput },
): Promise<AvailabilityDto> {
  const { pro, input } = ctx;
  return ctx.db.transaction().execute(async (trx) => {
    await lockPro(trx, pro.id, ctx.dialect);
    const [row] = await listAvailabilities(trx, { proId: pro.id, ids: [ctx.id] });
    if (!row) throw notFound(m.availabilityNotFound);
    const current = presentWhen(row.startsAt, row.endsAt, pro.timeZone);
    const range = {
      day: input.day ?? current.day,
      endDay: input.endDay ?? input.day ?? current.day,
      start: input.start ?? current.start,
      end: input.end ?? current.end,
    };
    const issue = timeRangeIssue(range, m.availabilitySameDay);
    if (issue) throw fieldError(issue.field, issue.message);
    const startsAt = zonedTimeToUtc(range.day, range.start, pro.timeZone).toISOString();
    const endsAt = zonedTimeToUtc(range.day, range.end, pro.timeZone).toISOString();
    if (endsAt <= startsAt) throw fieldError('end', m.endAfterStart);
    const staffChanged = input.staffId !== undefined && input.staffId !== row.staffId;
    const moved = startsAt !== row.startsAt || endsAt !== row.endsAt;
    if (row.appointmentId && (moved || staffChanged))
      throw new AppError('conflict', m.availabilityBookedMove);
    if (input.staffId) await ownedStaff(trx, pro.id, [input.staffId], 'staffId');
    if (input.serviceIds) await ownedServices(trx, pro.id, input.serviceIds, 'serviceIds');
    const monthOf = (iso: string) => utcToZoned(new Date(iso), pro.timeZone).day.slice(0, 7);
    if (monthOf(startsAt) !== monthOf(row.startsAt))
      await assertMonthlyQuota(trx, pro, [new Date(startsAt)], row.id);
    await updateAvailabilityRow(trx, row.id, {
      ...(moved ? { startsAt, endsAt } : {}),
      ...(staffChanged ? { staffId: input.staffId } : {}),
      ...(input.note !== undefined ? { note: input.note } : {}),
    });
    if (input.serviceIds) await replaceAvailabilityServices(trx, row.id, [...new Set(input.serviceIds)]);
    return readAvailability(trx, pro, row.id);
  });
}

/**
 * Deletes one availability of the professional; a booked one (held in booked_slots, by the professional
 * or online) must lose its appointment first. The professional is locked like every booking, so no hold
 * can appear between the check and the delete (whose cascade would drop it silently).
 */
export async function deleteAvailability(ctx: Ctx & { id: string }): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockPro(trx, ctx.pro.id, ctx.dialect);
    const [row] = await listAvailabilities(trx, { proId: ctx.pro.id, ids: [ctx.id] });
    if (!row) throw notFound(m.availabilityNotFound);
    if (row.appointmentId) throw new AppError('conflict', m.availabilityBookedDelete);
    await deleteAvailabilities(trx, { proId: ctx.pro.id, ids: [row.id] });
  });
}
