import { calendarMessages as m, type AppointmentDto } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { jobsForRefs, type JobRow } from '../../jobs/jobs.repository.js';
import { dayRange } from '../availabilities/availabilities.queries.js';
import { presentAppointment } from './appointments.presenter.js';
import { listAppointmentRows, servicesOfAppointments } from './appointments.repository.js';

async function present(
  db: Executor,
  pro: ProRow,
  filter: { from?: string; to?: string; id?: string },
): Promise<AppointmentDto[]> {
  const rows = await listAppointmentRows(db, { proId: pro.id, ...filter });
  const ids = rows.map((r) => r.id);
  const services = await servicesOfAppointments(db, ids);
  const jobs = new Map<string, JobRow[]>();
  for (const j of await jobsForRefs(db, ids)) jobs.set(j.refId!, [...(jobs.get(j.refId!) ?? []), j]);
  return rows.map((r) => presentAppointment(r, services.get(r.id) ?? [], jobs.get(r.id) ?? [], pro.timeZone));
}

export async function readAppointment(db: Executor, pro: ProRow, id: string): Promise<AppointmentDto> {
  const [dto] = await present(db, pro, { id });
  if (!dto) throw notFound(m.appointmentNotFound);
  return dto;
}

/** Appointments starting on the local days from..to (both included). */
export function appointmentsBetween(
  db: Executor,
  pro: ProRow,
  from: string,
  to: string,
): Promise<AppointmentDto[]> {
  return present(db, pro, dayRange(from, to, pro.timeZone));
}
