import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database.js';
import { purgeDeletedAccounts } from './features/account/deletion-purge.js';
import { purgeOldFailures } from './features/auth/login-throttle.js';
import { deleteExpiredSessions } from './features/auth/sessions.repository.js';
import { purgeCancelledBookings } from './features/booking/cancelled-bookings.js';
import { purgeExpiredDemos } from './features/demo/demo.service.js';
import { sweepOrphanUploads } from './uploads/orphan-sweep.js';

/**
 * Periodic clean-up: expired sessions and demo copies, old login failures, accounts past their deletion delay,
 * and the uploaded files of professionals that are gone.
 */
export async function runMaintenance(
  db: Db,
  log: FastifyBaseLogger,
  dataDir: string,
  now = new Date(),
): Promise<void> {
  await deleteExpiredSessions(db, now.toISOString());
  await purgeOldFailures(db, now);
  await purgeCancelledBookings(db, now);
  const demos = await purgeExpiredDemos(db, now);
  const accounts = await purgeDeletedAccounts(db, now);
  const uploadFolders = await sweepOrphanUploads(db, dataDir);
  if (demos || accounts || uploadFolders)
    log.info({ demos, accounts, uploadFolders }, 'maintenance purged rows');
}

export function startMaintenance(
  db: Db,
  log: FastifyBaseLogger,
  dataDir: string,
  everyMs = 15 * 60_000,
): () => void {
  const tick = () =>
    runMaintenance(db, log, dataDir).catch((err) => log.error({ err }, 'maintenance failed'));
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
