import { checkBookingAnswers, isSameClient, type BookingCreate, type BookingReply } from '@quickrdv/core';
import { AppError } from '../../http/app-error.js';
import { questionsForBooking } from '../questionnaires/questionnaires.repository.js';
import type { Db, Dialect, Executor } from '../../db/database.js';
import { withHeldConnection } from '../../db/statements.js';
import {
  afterBookingCommit,
  bookingLiveEvents,
  type BookingNotifier,
  type OutboxRouting,
} from './booking-notify.js';
import { planBooking } from './booking-plan.js';
import { LinkedClientGone, writeBooking } from './booking-write.js';
import { clientsWithEmail } from './booking.repository.js';
import { bookingProAndCatalog } from './catalog-cache.js';
import { presentBooking } from './booking.presenter.js';
import { mapTakenSlot, planSlotHold } from './slot-hold.js';

export { onlineReminder } from './booking-plan.js';

export interface BookingDeps {
  db: Db;
  dialect: Dialect;
  publicUrl: string;
  notifier: BookingNotifier;
  /** Which messages are only outbox rows (written with the booking) rather than jobs. */
  outbox: OutboxRouting;
}

/** A booking's reads on one held connection (SQLite: directly; PostgreSQL: pipelined, in few writes). */
const withReads = <T>(deps: BookingDeps, fn: (db: Executor) => Promise<T>): Promise<T> =>
  withHeldConnection(deps.db, fn);

/**
 * Books a slot for a visitor, atomically: the hold of every slot it needs, the client, the appointment,
 * its services, its reminders and its messages (durable jobs, or outbox rows: bookingMessageWrites) commit together or
 * not at all; of concurrent bookers of one slot exactly one succeeds (booking-write.ts).
 * Everything that needs no lock is read first (the catalogue, the slots to hold, the visitor's client:
 * the existing one with the same e-mail and the same name, see isSameClient, or a new 'client internet'),
 * so the transaction only re-checks and writes.
 */
export async function createBooking(
  deps: BookingDeps,
  o: { slug: string; input: BookingCreate; now?: Date },
): Promise<{ proId: string; reply: BookingReply }> {
  const now = o.now ?? new Date();
  const { input } = o;
  const { pro, catalog, questions } = await withReads(deps, async (db) => {
    const { pro, catalog } = await bookingProAndCatalog(db, o.slug);
    // Most bookings ask nothing: the questions are read only when a chosen service has a questionnaire.
    const asks = catalog.services.some((s) => s.questionnaireId && input.serviceIds.includes(s.id));
    const questions = asks ? await questionsForBooking(db, pro.id, input.serviceIds) : [];
    return { pro, catalog, questions };
  });
  // The questionnaires of the chosen services: required answers and valid choices, or a 400 per question.
  const checked = checkBookingAnswers(questions, input.answers);
  if (!checked.ok) throw new AppError('validation', Object.values(checked.errors)[0]!, checked.errors);
  for (let attempt = 1; ; attempt++) {
    // Independent reads: side by side on PostgreSQL's pool.
    const [hold, clients] = await withReads(deps, (db) =>
      Promise.all([
        planSlotHold(db, { pro, catalog, slotId: input.slotId, serviceIds: input.serviceIds, now }),
        clientsWithEmail(db, pro.id, input.email),
      ]),
    );
    const match = clients.find((c) => isSameClient(input, c));
    const plan = planBooking({
      pro,
      catalog,
      input,
      hold,
      match,
      answers: checked.answers,
      publicUrl: deps.publicUrl,
      routing: deps.outbox,
      now,
    });
    // PostgreSQL: the live events go out with the commit, in the writes' statement (no round trip of their own).
    const onCommit = deps.notifier.live.publishOnCommit?.(pro.id, bookingLiveEvents(plan));
    try {
      await mapTakenSlot(() => writeBooking(deps, plan.write, onCommit));
    } catch (error) {
      // The professional deleted that client meanwhile: booking again makes a new one.
      if (error instanceof LinkedClientGone && attempt < 3) continue;
      throw error;
    }
    await afterBookingCommit(deps.notifier, {
      proId: pro.id,
      jobsDue: plan.jobsDue,
      clientCreated: plan.clientCreated,
      publishedOnCommit: onCommit !== undefined,
    });
    const booking = presentBooking(plan.row, plan.services, { publicUrl: deps.publicUrl, now });
    // What the plan sends rather than keeps (a demo salon's e-mail stays in its outbox): the reply claims no more.
    return { proId: pro.id, reply: { booking, manageUrl: booking.manageUrl, sentBy: plan.sentBy } };
  }
}
