import {
  changeNoticeEmail,
  changeNoticeSms,
  isBookingPhone,
  reminderEmail,
  reminderSms,
  toE164Phone,
  utcToZoned,
  type ReminderFacts,
} from '@quickrdv/core';
import { SkipJob, type JobHandler } from '../../jobs/worker.js';
import type { MailDelivery } from './mail-delivery.js';
import { loadReminderFacts } from './reminder-facts.repository.js';
import type { ReminderPayload } from './reminders.js';
import type { SmsProvider } from './sms-provider.js';

/**
 * Sends one appointment reminder, or the notice that it moved (SMS or e-mail), with the facts as they are
 * at sending time.
 */
export function reminderHandler(deps: { mail: MailDelivery; sms: SmsProvider }): JobHandler {
  return async (job, { db }) => {
    const payload = JSON.parse(job.payload) as ReminderPayload;
    const f = await loadReminderFacts(db, payload.appointmentId);
    if (!f) throw new SkipJob('Le rendez-vous a été supprimé.');
    if (!f.clientId) throw new SkipJob('Le rendez-vous n’a plus de client.');
    const start = utcToZoned(new Date(f.startsAt), f.timeZone);
    const facts: ReminderFacts = {
      clientPrenom: f.clientPrenom ?? '',
      businessName: f.nomSociete,
      day: start.day,
      start: start.time,
      end: utcToZoned(new Date(f.endsAt), f.timeZone).time,
      services: f.services,
      staffPrenom: f.staffPrenom,
      address:
        [f.adresse, [f.codePostal, f.ville].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null,
    };
    if (payload.channel === 'sms') {
      const phone = f.clientPhone ?? '';
      // An online booker may have given a foreign number; the professional's clients have French ones.
      if (!isBookingPhone(phone)) throw new SkipJob('Le client n’a plus de téléphone portable valide.');
      await deps.sms.send(db, {
        proId: f.proId,
        to: toE164Phone(phone),
        text: payload.notice === 'change' ? changeNoticeSms(facts) : reminderSms(facts),
        sender: f.nomSociete,
      });
      return;
    }
    if (!f.clientEmail) throw new SkipJob('Le client n’a plus d’adresse e-mail.');
    const mail = payload.notice === 'change' ? changeNoticeEmail(facts) : reminderEmail(facts);
    await deps.mail.send(db, {
      proId: f.proId,
      isDemo: f.isDemo === 1,
      to: f.clientEmail,
      fromName: f.nomSociete,
      ...mail,
    });
  };
}
