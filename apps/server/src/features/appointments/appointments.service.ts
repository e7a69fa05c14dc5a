import { randomUUID } from 'node:crypto';
import {
  calendarMessages as m,
  MAX_REMINDERS,
  parseStoredRules,
  reminderCount,
  reminderMessages,
  type AppointmentCreate,
  type AppointmentDto,
  type AppointmentUpdateInput,
} from '@quickrdv/core';
import type { Db, Dialect, Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError, fieldError, notFound } from '../../http/app-error.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { lockPro, ownedServices, ownedStaff } from '../availabilities/catalog-refs.repository.js';
import { findClientRow } from '../clients/clients.repository.js';
import { findBookingRow, servicesOfBooking } from '../booking/booking.repository.js';
import { recordCancellation } from '../booking/cancelled-bookings.js';
import { insertJobs } from '../../jobs/jobs.repository.js';
import {
  appointmentChannels,
  cancelReminders,
  changeNoticeJobs,
  planReminders,
  ruleReminderJobs,
} from '../notifications/reminders.js';
import {
  appointmentInstants,
  assertNoOverlap,
  assertReminderPossible,
  assertRulesPossible,
  mergeUpdate,
} from './appointment-rules.js';
import { readAppointment } from './appointments.queries.js';
import {
  availabilityForBooking,
  deleteAppointmentRow,
  holdAvailability,
  insertAppointment,
  listAppointmentRows,
  manageTokenOf,
  releaseHolds,
  replaceAppointmentServices,
  updateAppointmentRow,
} from './appointments.repository.js';

interface Ctx {
  db: Db;
  dialect: Dialect;
  pro: ProRow;
  now?: Date;
}

async function clientOf(db: Executor, proId: string, id: string) {
  const client = await findClientRow(db, proId, id);
  if (!client) throw fieldError('clientId', m.clientUnknown);
  return client;
}

/** The availability must be the professional's and held by nobody (neither them nor an online booking). */
async function assertBookable(db: Executor, proId: string, availabilityId: string): Promise<void> {
  const availability = await availabilityForBooking(db, proId, availabilityId);
  if (!availability) throw fieldError('availabilityId', m.availabilityUnknown);
  if (availability.appointmentId)
    throw new AppError('conflict', m.availabilityTaken, { availabilityId: m.availabilityTaken });
}

/** Plans a client appointment, the availability it takes (booked_slots) and its reminders, atomically. */
export async function createAppointment(ctx: Ctx & { input: AppointmentCreate }): Promise<AppointmentDto> {
  const { pro, input } = ctx;
  const now = ctx.now ?? new Date();
  const { startsAt, endsAt } = appointmentInstants(input, pro.timeZone);
  const id = randomUUID();
  return ctx.db.transaction().execute(async (trx) => {
    await lockPro(trx, pro.id, ctx.dialect);
    const client = await clientOf(trx, pro.id, input.clientId);
    if (input.staffId) await ownedStaff(trx, pro.id, [input.staffId], 'staffId');
    const services = await ownedServices(trx, pro.id, input.serviceIds, 'serviceIds');
    assertReminderPossible({ choice: input, client, day: input.day, startsAt, timeZone: pro.timeZone, now });
    assertRulesPossible(input.reminders, client);
    await assertNoOverlap(trx, { proId: pro.id, staffId: input.staffId, startsAt, endsAt });
    if (input.availabilityId) await assertBookable(trx, pro.id, input.availabilityId);
    const notify = input.notifySms || input.notifyMail;
    try {
      await insertAppointment(trx, {
        id,
        proId: pro.id,
        clientId: client.id,
        staffId: input.staffId,
        availabilityId: input.availabilityId,
        startsAt,
        endsAt,
        note: input.note,
        source: 'pro',
        notifySms: input.notifySms ? 1 : 0,
        notifyMail: input.notifyMail ? 1 : 0,
        notifyDaysBefore: notify ? input.notifyDaysBefore : 0,
        reminderRules: JSON.stringify(input.reminders),
        manageToken: null,
        createdAt: now.toISOString(),
      });
      if (input.availabilityId) await holdAvailability(trx, id, input.availabilityId);
    } catch (error) {
      // The booked_slots primary key (and the unique appointments.availability_id) have the last word.
      if (isUniqueViolation(error))
        throw new AppError('conflict', m.availabilityTaken, { availabilityId: m.availabilityTaken });
      throw error;
    }
    await replaceAppointmentServices(
      trx,
      id,
      services.map((s) => s.id),
    );
    await planReminders(trx, {
      ...input,
      appointmentId: id,
      daysBefore: input.notifyDaysBefore,
      timeZone: pro.timeZone,
      now,
    });
    await insertJobs(
      trx,
      ruleReminderJobs({ appointmentId: id, rules: input.reminders, startsAt, timeZone: pro.timeZone, now }),
    );
    return readAppointment(trx, pro, id);
  });
}

/**
 * Edits an appointment. Moving it (day, times or partner) releases every availability it held (several for
 * an online booking) and re-plans its reminders, as does changing the client or the reminder choice;
 * pending ones are cancelled.
 */
export async function updateAppointment(
  ctx: Ctx & { id: string; input: AppointmentUpdateInput },
): Promise<AppointmentDto> {
  const { pro, input } = ctx;
  const now = ctx.now ?? new Date();
  return ctx.db.transaction().execute(async (trx) => {
    await lockPro(trx, pro.id, ctx.dialect);
    const [row] = await listAppointmentRows(trx, { proId: pro.id, id: ctx.id });
    if (!row) throw notFound(m.appointmentNotFound);
    const { day, startsAt, endsAt, staffId, clientChanged, choice, moved, replan } = mergeUpdate(
      row,
      input,
      pro.timeZone,
    );
    const client = clientChanged
      ? await clientOf(trx, pro.id, input.clientId!)
      : row.clientId
        ? await findClientRow(trx, pro.id, row.clientId)
        : null;
    if (staffId && staffId !== row.staffId) await ownedStaff(trx, pro.id, [staffId], 'staffId');
    const services = input.serviceIds
      ? await ownedServices(trx, pro.id, input.serviceIds, 'serviceIds')
      : null;
    const storedRules = parseStoredRules(row.reminderRules);
    const rules = input.reminders ?? storedRules;
    const rulesChanged = JSON.stringify(rules) !== JSON.stringify(storedRules);
    if (reminderCount({ ...choice, reminders: rules }) > MAX_REMINDERS)
      throw fieldError('reminders', reminderMessages.tooMany);
    if (replan)
      assertReminderPossible({ choice, client: client ?? null, day, startsAt, timeZone: pro.timeZone, now });
    if (replan || rulesChanged) assertRulesPossible(rules, client ?? null);
    if (moved) await assertNoOverlap(trx, { proId: pro.id, staffId, startsAt, endsAt, excludeId: row.id });
    const notify = choice.notifySms || choice.notifyMail;
    await updateAppointmentRow(trx, row.id, {
      startsAt,
      endsAt,
      staffId,
      ...(clientChanged ? { clientId: input.clientId } : {}),
      ...(moved ? { availabilityId: null } : {}),
      ...(input.note !== undefined ? { note: input.note } : {}),
      notifySms: choice.notifySms ? 1 : 0,
      notifyMail: choice.notifyMail ? 1 : 0,
      notifyDaysBefore: notify ? choice.notifyDaysBefore : 0,
      reminderRules: JSON.stringify(rules),
    });
    if (moved) await releaseHolds(trx, row.id);
    if (services)
      await replaceAppointmentServices(
        trx,
        row.id,
        services.map((s) => s.id),
      );
    if (replan || rulesChanged) {
      await cancelReminders(trx, row.id, 'Rendez-vous modifié : rappel reprogrammé.');
      // A moved appointment gets a change notice now, on every channel it is reminded on; an
      // 'Immédiatement' reminder would say 'Rappel' at the same moment with the same facts, so only the
      // later reminders are planned again.
      const channels = appointmentChannels(choice, rules);
      const changeNotice = moved && (channels.notifySms || channels.notifyMail);
      if (changeNotice) await insertJobs(trx, changeNoticeJobs({ ...channels, appointmentId: row.id, now }));
      // Only the rules changed: an 'Immédiatement' reminder already went, it is not sent again.
      const resendNow = replan && !changeNotice;
      if (resendNow || choice.notifyDaysBefore > 0)
        await planReminders(trx, {
          ...choice,
          appointmentId: row.id,
          day,
          daysBefore: choice.notifyDaysBefore,
          timeZone: pro.timeZone,
          now,
        });
      await insertJobs(
        trx,
        ruleReminderJobs({ appointmentId: row.id, rules, startsAt, timeZone: pro.timeZone, now }),
      );
    }
    return readAppointment(trx, pro, row.id);
  });
}

/**
 * Deletes an appointment: its pending reminders are cancelled and every availability it held is free again
 * (the foreign key would cascade too; freeing them here does not depend on it). An online booking's manage
 * link then shows it as cancelled by the salon.
 */
export async function deleteAppointment(
  ctx: Omit<Ctx, 'dialect'> & { id: string; publicUrl: string },
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const [row] = await listAppointmentRows(trx, { proId: ctx.pro.id, id: ctx.id });
    if (!row) throw notFound(m.appointmentNotFound);
    const token = await manageTokenOf(trx, ctx.pro.id, row.id);
    const booking = token ? await findBookingRow(trx, token) : undefined;
    if (booking) {
      const services = await servicesOfBooking(trx, booking.id);
      const now = ctx.now ?? new Date();
      await recordCancellation(trx, { row: booking, services, by: 'pro', publicUrl: ctx.publicUrl, now });
    }
    await cancelReminders(trx, row.id, 'Rendez-vous supprimé.');
    await releaseHolds(trx, row.id);
    await deleteAppointmentRow(trx, ctx.pro.id, row.id);
  });
}
