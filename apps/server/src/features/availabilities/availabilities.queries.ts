import {
  addDays,
  calendarMessages as m,
  utcToZoned,
  zonedTimeToUtc,
  type AvailabilityBulkDeleteInput,
  type AvailabilityDto,
  type FutureAvailabilities,
} from '@quickrdv/core';
import type { Db, Dialect, Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import {
  deleteAvailabilities,
  listAvailabilities,
  servicesOfAvailabilities,
  unbookedIdsInRanges,
  type AvailabilityFilter,
} from './availabilities.repository.js';
import { presentAvailability } from './availabilities.presenter.js';
import { availabilityCapOf, countInMonth } from './availability-quota.js';
import { lockPro } from './catalog-refs.repository.js';

/** [00:00 of `from`, 00:00 of the day after `to`) in the professional's time zone, as ISO instants. */
export function dayRange(from: string, to: string, timeZone: string) {
  return {
    from: zonedTimeToUtc(from, '00:00', timeZone).toISOString(),
    to: zonedTimeToUtc(addDays(to, 1), '00:00', timeZone).toISOString(),
  };
}

async function present(db: Executor, pro: ProRow, filter: AvailabilityFilter): Promise<AvailabilityDto[]> {
  const rows = await listAvailabilities(db, filter);
  const services = await servicesOfAvailabilities(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentAvailability(r, services.get(r.id) ?? [], pro.timeZone));
}

/** One availability of the professional, as the API shows it. */
export async function readAvailability(db: Executor, pro: ProRow, id: string): Promise<AvailabilityDto> {
  const [dto] = await present(db, pro, { proId: pro.id, ids: [id] });
  if (!dto) throw notFound(m.availabilityNotFound);
  return dto;
}

/** Availabilities starting on the local days from..to (both included). */
export function availabilitiesBetween(
  db: Db,
  pro: ProRow,
  from: string,
  to: string,
): Promise<AvailabilityDto[]> {
  return present(db, pro, { proId: pro.id, ...dayRange(from, to, pro.timeZone) });
}

/** Unbooked availabilities still to come, grouped by local day: what 'SUPPRESSION RAPIDE' may delete. */
export async function futureAvailabilities(
  db: Db,
  pro: ProRow,
  now = new Date(),
): Promise<FutureAvailabilities> {
  const list = await present(db, pro, {
    proId: pro.id,
    from: new Date(now.getTime() + 1).toISOString(),
    unbookedOnly: true,
  });
  const days: FutureAvailabilities['days'] = [];
  for (const a of list) {
    const last = days.at(-1);
    if (last?.day === a.day) last.availabilities.push(a);
    else days.push({ day: a.day, availabilities: [a] });
  }
  return { days };
}

/**
 * Deletes whole local days or single availabilities; only this professional's unbooked future ones (a
 * booked one, held in booked_slots, is skipped). The professional is locked like every booking, so no hold
 * appears between the check and the delete.
 */
export async function bulkDeleteAvailabilities(
  ctx: { db: Db; dialect: Dialect; pro: ProRow },
  input: AvailabilityBulkDeleteInput,
  now = new Date(),
) {
  const { pro } = ctx;
  const after = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    await lockPro(trx, pro.id, ctx.dialect);
    const ids = input.days?.length
      ? await unbookedIdsInRanges(trx, {
          proId: pro.id,
          after,
          ranges: [...new Set(input.days)].map((d) => dayRange(d, d, pro.timeZone)),
        })
      : [...new Set(input.ids ?? [])];
    return deleteAvailabilities(trx, { proId: pro.id, ids, unbookedAfter: after });
  });
}

/** Availabilities of a month ('YYYY-MM', default: the current one in the professional's time zone) and the cap. */
export async function monthlyCount(db: Db, pro: ProRow, month?: string, now = new Date()) {
  const m0 = month ?? utcToZoned(now, pro.timeZone).day.slice(0, 7);
  const count = await countInMonth(db, pro, m0);
  return { month: m0, count, cap: availabilityCapOf(pro) };
}
