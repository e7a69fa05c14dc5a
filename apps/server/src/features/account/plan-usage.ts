import { TZDate } from '@date-fns/tz';
import { monthlyAvailabilityCap, type Plan } from '@quickrdv/core';
import { addMonths, startOfMonth } from 'date-fns';
import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';

/** Availabilities published in the current calendar month of the professional's time zone, and the cap. */
export async function monthlyUsage(db: Executor, pro: ProRow, now = new Date()) {
  const monthStart = startOfMonth(new TZDate(now, pro.timeZone));
  const nextMonth = addMonths(monthStart, 1);
  const row = await db
    .selectFrom('availabilities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('proId', '=', pro.id)
    .where('startsAt', '>=', new Date(monthStart.getTime()).toISOString())
    .where('startsAt', '<', new Date(nextMonth.getTime()).toISOString())
    .executeTakeFirstOrThrow();
  return { used: Number(row.n), cap: monthlyAvailabilityCap(pro.plan as Plan) };
}
