import type { OpeningHoursInput, OpeningHoursView } from '@quickrdv/core';
import type { Db, Executor } from '../../db/database.js';
import { findPro, updatePro } from '../account/pros.repository.js';
import { listOpeningRows, replaceOpeningRows } from './hours.repository.js';

/** The week of opening hours (seven days, Monday first) and the appointment step. */
export async function getOpeningHours(db: Executor, proId: string): Promise<OpeningHoursView> {
  const [rows, pro] = await Promise.all([listOpeningRows(db, proId), findPro(db, proId)]);
  return {
    days: Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      ranges: rows.filter((r) => r.weekday === weekday).map((r) => ({ opens: r.opens, closes: r.closes })),
    })),
    step: pro!.appointmentStep,
  };
}

/** Replaces the week in one transaction: ranges stored in time order; days left out are closed. */
export async function saveOpeningHours(
  db: Db,
  proId: string,
  input: { days: OpeningHoursInput['days']; step?: number },
): Promise<OpeningHoursView> {
  const rows = input.days.flatMap((day) =>
    [...day.ranges]
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((r, rangeIndex) => ({ weekday: day.weekday, rangeIndex, opens: r.opens, closes: r.closes })),
  );
  return db.transaction().execute(async (trx) => {
    await replaceOpeningRows(trx, proId, rows);
    if (input.step !== undefined) await updatePro(trx, proId, { appointmentStep: input.step });
    return getOpeningHours(trx, proId);
  });
}
