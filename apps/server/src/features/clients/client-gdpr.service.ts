import {
  chatHtmlText,
  clientMessages as m,
  foldClientText,
  parseStoredAnswers,
  utcToZoned,
  type AppointmentAnswer,
  type ClientDto,
} from '@quickrdv/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { cancelFutureAppointments } from './client-appointments.js';
import { audit } from './client-audit.repository.js';
import { serviceLinesOf } from './client-services.repository.js';
import { clientMessages } from '../chat/chat.repository.js';
import { presentClient } from './clients.presenter.js';
import { appointmentsOfClient, deleteClientRow, findClientRow } from './clients.repository.js';

/** The file a client receives when they ask for their data (GDPR art. 15 and 20). */
export interface ClientDataExport {
  exportedAt: string;
  salon: string;
  client: ClientDto;
  appointments: Array<{
    day: string;
    start: string;
    end: string;
    startsAt: string;
    endsAt: string;
    services: Array<{ name: string; price: string }>;
    staff: string;
    totalPrice: string;
    note: string;
    /** Answers to the salon's questionnaires given when booking. */
    answers: AppointmentAnswer[];
  }>;
  /** Messages exchanged in the chat with this client (the salon's and theirs). */
  chatMessages: Array<{ from: 'salon' | 'client'; sentAt: string; text: string }>;
}

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

/** A client's record and every appointment, for the export file; logged and audited. */
export async function exportClientData(
  db: Db,
  pro: ProRow,
  id: string,
  o: { log: FastifyBaseLogger; now?: Date },
): Promise<{ data: ClientDataExport; filename: string }> {
  const now = o.now ?? new Date();
  const row = await findClientRow(db, pro.id, id);
  if (!row) throw notFound(m.notFound);
  const appointments = await appointmentsOfClient(db, pro.id, id);
  const services = await serviceLinesOf(
    db,
    appointments.map((a) => a.id),
  );
  const chat = await clientMessages(db, pro.id, id);
  const data: ClientDataExport = {
    exportedAt: now.toISOString(),
    salon: pro.nomSociete,
    client: presentClient(row),
    appointments: appointments.map((a) => {
      const start = utcToZoned(new Date(a.startsAt), pro.timeZone);
      const lines = services.get(a.id) ?? [];
      return {
        day: start.day,
        start: start.time,
        end: utcToZoned(new Date(a.endsAt), pro.timeZone).time,
        startsAt: a.startsAt,
        endsAt: a.endsAt,
        services: lines.map((s) => ({ name: s.name, price: euros(s.amountCents) })),
        staff: [a.staffPrenom, a.staffNom].filter(Boolean).join(' '),
        totalPrice: euros(lines.reduce((sum, s) => sum + s.amountCents, 0)),
        note: a.note,
        answers: parseStoredAnswers(a.answers),
      };
    }),
    chatMessages: chat.map((c) => ({
      from: c.sender === 'pro' ? 'salon' : 'client',
      sentAt: c.sentAt,
      text: chatHtmlText(c.html),
    })),
  };
  await audit(db, {
    proId: pro.id,
    clientId: id,
    action: 'export',
    detail: `${appointments.length} rdv`,
    now,
  });
  o.log.info({ proId: pro.id, clientId: id, action: 'client.export' }, 'GDPR export of a client');
  const slug =
    foldClientText(row.nom)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'client';
  return { data, filename: `client-${slug}-${utcToZoned(now, pro.timeZone).day}.json` };
}

/**
 * Erases a client (GDPR art. 17): their future appointments are cancelled (no manage-link record, which
 * would keep their name), their past appointments lose every trace of them (the identity an online booker
 * typed, the note, the manage link) but stay in the calendar as anonymous time with their services, so the
 * history and statistics hold, and the client row goes. The audit entry keeps only ids and counts.
 */
export async function eraseClient(
  db: Db,
  pro: ProRow,
  id: string,
  o: { log: FastifyBaseLogger; publicUrl: string; now?: Date },
): Promise<void> {
  const now = o.now ?? new Date();
  const cancelled = await db.transaction().execute(async (trx) => {
    if (!(await findClientRow(trx, pro.id, id))) throw notFound(m.notFound);
    const n = await cancelFutureAppointments(trx, {
      proId: pro.id,
      clientId: id,
      now,
      publicUrl: o.publicUrl,
      reason: 'Client effacé (RGPD).',
      keepLinkView: false,
    });
    // Their reviews stay (the salon cannot remove a review) but no longer name them.
    await trx
      .updateTable('reviews')
      .set({ prenom: 'Client' })
      .where('proId', '=', pro.id)
      .where((eb) =>
        eb(
          'appointmentId',
          'in',
          eb.selectFrom('appointments').select('id').where('proId', '=', pro.id).where('clientId', '=', id),
        ),
      )
      .execute();
    await trx
      .updateTable('appointments')
      .set({
        clientId: null,
        visitorPrenom: null,
        visitorNom: null,
        visitorEmail: null,
        visitorPhone: null,
        note: '',
        // Answers may be health data (allergies): they go with the identity.
        answers: null,
        manageToken: null,
      })
      .where('proId', '=', pro.id)
      .where('clientId', '=', id)
      .execute();
    // Their chat conversation and its messages go with the row (foreign key, on delete cascade).
    await deleteClientRow(trx, pro.id, id);
    await audit(trx, {
      proId: pro.id,
      clientId: id,
      action: 'erase',
      detail: `${n} rdv futurs annulés`,
      now,
    });
    return n;
  });
  o.log.info({ proId: pro.id, clientId: id, cancelled, action: 'client.erase' }, 'GDPR erasure of a client');
}
