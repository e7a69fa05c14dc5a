import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MAIL_JOB, accountMailHandler } from '../features/auth/account-mail.js';
import { BOOKING_MESSAGE_JOB, bookingMessageHandler } from '../features/booking/booking-notify.js';
import { CLIENT_SMS_JOB, clientSmsHandler } from '../features/clients/client-sms.service.js';
import { createMailDelivery } from '../features/notifications/mail-delivery.js';
import { REMINDER_JOB } from '../features/notifications/reminders.js';
import { reminderHandler } from '../features/notifications/reminder.handler.js';
import { createSmsProvider, outboxSmsProvider } from '../features/notifications/sms-provider.js';
import { REVIEW_REQUEST_JOB, reviewRequestHandler } from '../features/reviews/review-requests.js';
import { CALENDAR_REFRESH_JOB, calendarRefreshHandler } from '../features/calendar-sync/refresh-job.js';
import { refreshReader } from '../features/calendar-sync/imports.service.js';
import { CHAT_CLIENT_MAIL_JOB, chatClientMailHandler } from '../features/chat/chat-client-mail.js';
import { CHAT_UNREAD_MAIL_JOB, chatUnreadMailHandler } from '../features/chat/chat-unread-mail.js';
import { JobWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job worker of this process (started unless JOBS_POLL_MS is 0). */
    jobs: JobWorker;
  }
}

/**
 * Starts the job worker with every job kind's handler, and stops it when the app closes: the jobs being
 * sent finish, no new one is claimed, then the SMTP pool is closed (graceful shutdown in main.ts goes
 * through app.close()).
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const mail = createMailDelivery(app.config);
  const sms = createSmsProvider(app.config);
  const worker = new JobWorker({
    db: app.db,
    dialect: app.dialect,
    log: app.log.child({ component: 'jobs' }),
    pollMs: app.config.jobsPollMs,
    concurrency: app.config.jobsConcurrency,
    // Messages that go to the outbox only are database writes: on SQLite, run in their claim's transaction
    // (one commit on the bookings' connection). Not on PostgreSQL, where the pool writes side by side and
    // the savepoints' round trips cost more than the commits they save (bench:booking-cost).
    local:
      app.dialect === 'sqlite' && mail.outboxOnly && sms.name === outboxSmsProvider.name
        ? new Set([BOOKING_MESSAGE_JOB, REMINDER_JOB, CLIENT_SMS_JOB])
        : undefined,
    // No worker in this process: the other instances' workers are told through LISTEN/NOTIFY.
    ...(app.config.jobsPollMs === 0 && app.live.kind === 'postgres'
      ? {
          wakeOthers: () => {
            app.live
              .publish('', { type: 'jobs.due', at: new Date().toISOString() })
              .catch((err) => app.log.error({ err }, 'jobs wake-up not sent'));
          },
        }
      : {}),
    handlers: {
      [REMINDER_JOB]: reminderHandler({ mail, sms }),
      [BOOKING_MESSAGE_JOB]: bookingMessageHandler({ mail, sms }),
      [CLIENT_SMS_JOB]: clientSmsHandler({ sms }),
      [REVIEW_REQUEST_JOB]: reviewRequestHandler({ mail, sms }),
      [ACCOUNT_MAIL_JOB]: accountMailHandler({ mail, log: app.log.child({ component: 'account-mail' }) }),
      [CHAT_UNREAD_MAIL_JOB]: chatUnreadMailHandler({ mail, publicUrl: app.config.publicUrl }),
      [CHAT_CLIENT_MAIL_JOB]: chatClientMailHandler({ mail }),
      [CALENDAR_REFRESH_JOB]: calendarRefreshHandler({
        refreshMinutes: app.config.calendarImportRefreshMinutes,
        read: refreshReader({ allowPrivateHosts: app.config.calendarImportAllowPrivateHosts }),
        changed: async (proId) => {
          app.slotsCache.invalidate(proId);
          await app.live.publish(proId, { type: 'availabilities.changed', at: new Date().toISOString() });
        },
        log: app.log.child({ component: 'calendar-import' }),
      }),
    },
  });
  app.decorate('jobs', worker);
  if (app.config.jobsPollMs > 0) {
    app.addHook('onReady', async () => worker.start());
    // Jobs planned on an instance without a worker (JOBS_POLL_MS=0) go out now, not at the next poll.
    const unsubscribe = app.live.subscribe((_proId, event) => {
      if (event.type === 'jobs.due') worker.wake();
    });
    app.addHook('onClose', async () => unsubscribe());
  }
  app.addHook('onClose', async () => {
    await worker.stop();
    mail.close();
  });
});
