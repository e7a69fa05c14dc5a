import { CALENDAR_FEED_CANCELLED_KEEP_DAYS, CHAT_RETENTION_DEFAULT_DAYS } from '@quickrdv/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from './db/database.js';
import { withClusterLock } from './db/cluster-lock.js';
import { purgeDeletedAccounts } from './features/account/deletion-purge.js';
import { deleteStaleRecoveryRows } from './features/auth/account-tokens.repository.js';
import { purgeOldAttempts } from './features/auth/login-throttle.js';
import { deleteExpiredSessions } from './features/auth/sessions.repository.js';
import { purgeCancelledBookings } from './features/booking/cancelled-bookings.js';
import { purgeOrphanCatalogVersions } from './features/booking/catalog-cache.js';
import { purgeFeedCancellations } from './features/calendar-sync/feeds.repository.js';
import { purgeFinishedRefreshJobs } from './features/calendar-sync/refresh-job.js';
import { purgeOldChat } from './features/chat/chat.repository.js';
import { purgeExpiredDemos, topUpShowcase } from './features/demo/demo.service.js';
import { purgeRateLimitHits } from './http/shared-rate-limit.js';
import { sweepOrphanUploads } from './uploads/orphan-sweep.js';

/**
 * Periodic clean-up: expired sessions, account links and demo copies, old login counters and link requests,
 * accounts past their deletion delay, and what professionals that are gone leave (uploaded files, catalogue
 * numbers).
 */
export async function runMaintenance(
  db: Db,
  log: FastifyBaseLogger,
  dataDir: string,
  now = new Date(),
  chatRetentionDays = CHAT_RETENTION_DEFAULT_DAYS,
): Promise<void> {
  await deleteExpiredSessions(db, now.toISOString());
  await deleteStaleRecoveryRows(db, now.toISOString(), new Date(now.getTime() - 86_400_000).toISOString());
  await purgeOldAttempts(db, now);
  await purgeRateLimitHits(db, now);
  await purgeCancelledBookings(db, now);
  await purgeFeedCancellations(
    db,
    new Date(now.getTime() - CALENDAR_FEED_CANCELLED_KEEP_DAYS * 86_400_000).toISOString(),
  );
  await purgeFinishedRefreshJobs(db, new Date(now.getTime() - 86_400_000).toISOString());
  await purgeOldChat(db, new Date(now.getTime() - chatRetentionDays * 86_400_000).toISOString());
  const demos = await purgeExpiredDemos(db, now);
  const showcaseSlots = await topUpShowcase(db, now);
  const accounts = await purgeDeletedAccounts(db, now);
  await purgeOrphanCatalogVersions(db);
  const uploadFolders = await sweepOrphanUploads(db, dataDir);
  if (demos || accounts || uploadFolders || showcaseSlots)
    log.info({ demos, accounts, uploadFolders, showcaseSlots }, 'maintenance purged and topped up rows');
}

/**
 * Runs the clean-up now and every `everyMs`. Instances sharing a PostgreSQL database take turns: one runs it
 * while the others skip that round (advisory lock).
 */
export function startMaintenance(
  db: Db,
  dialect: Dialect,
  log: FastifyBaseLogger,
  dataDir: string,
  everyMs = 15 * 60_000,
  chatRetentionDays = CHAT_RETENTION_DEFAULT_DAYS,
): () => void {
  const tick = () =>
    withClusterLock(db, dialect, 'qrdv-maintenance', (conn) =>
      runMaintenance(conn, log, dataDir, new Date(), chatRetentionDays),
    )
      .then((ran) => {
        if (!ran) log.debug('maintenance skipped: another instance is running it');
      })
      .catch((err) => log.error({ err }, 'maintenance failed'));
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
