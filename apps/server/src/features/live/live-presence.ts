import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';

/** A presence row older than this belongs to an instance that stopped without cleaning up. */
export const PRESENCE_STALE_MS = 90_000;

/**
 * Whether a professional has an open socket on some instance. This instance's own sockets are counted by
 * the hub; `shared` rows (PostgreSQL, several instances) tell about the others.
 */
export interface PresenceStore {
  up(proId: string): Promise<void>;
  down(proId: string): Promise<void>;
  /** Refreshes this instance's rows (the heartbeat). */
  refresh(): Promise<void>;
  /** Whether another instance holds a socket of the professional. */
  elsewhere(proId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** One instance (SQLite): nothing is elsewhere. */
export const localPresence: PresenceStore = {
  up: async () => undefined,
  down: async () => undefined,
  refresh: async () => undefined,
  elsewhere: async () => false,
  close: async () => undefined,
};

export function sharedPresence(db: Db, instanceId = randomUUID()): PresenceStore {
  const now = () => new Date().toISOString();
  return {
    async up(proId) {
      await db
        .insertInto('livePresence')
        .values({ instanceId, proId, seenAt: now() })
        .onConflict((oc) => oc.columns(['instanceId', 'proId']).doUpdateSet({ seenAt: now() }))
        .execute();
    },
    async down(proId) {
      await db
        .deleteFrom('livePresence')
        .where('instanceId', '=', instanceId)
        .where('proId', '=', proId)
        .execute();
    },
    async refresh() {
      await db
        .updateTable('livePresence')
        .set({ seenAt: now() })
        .where('instanceId', '=', instanceId)
        .execute();
      // Rows of instances that died without cleaning up.
      const old = new Date(Date.now() - 10 * PRESENCE_STALE_MS).toISOString();
      await db.deleteFrom('livePresence').where('seenAt', '<', old).execute();
    },
    async elsewhere(proId) {
      const since = new Date(Date.now() - PRESENCE_STALE_MS).toISOString();
      const row = await db
        .selectFrom('livePresence')
        .select('proId')
        .where('proId', '=', proId)
        .where('instanceId', '<>', instanceId)
        .where('seenAt', '>', since)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    async close() {
      await db.deleteFrom('livePresence').where('instanceId', '=', instanceId).execute();
    },
  };
}
