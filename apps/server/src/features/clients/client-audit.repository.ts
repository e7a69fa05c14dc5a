import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database.js';
import type { ClientAuditTable } from '../../db/schema.js';

/** Records a GDPR export or erasure, an import or an SMS (ids and counts only, no personal data). */
export async function audit(
  db: Executor,
  e: {
    proId: string;
    clientId: string | null;
    action: ClientAuditTable['action'];
    detail?: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('clientAudit')
    .values({
      id: randomUUID(),
      proId: e.proId,
      clientId: e.clientId,
      action: e.action,
      detail: e.detail ?? '',
      createdAt: e.now.toISOString(),
    })
    .execute();
}

/** How many entries of this action the professional has since an instant (the SMS rate limit). */
export async function countAudit(
  db: Executor,
  proId: string,
  action: ClientAuditTable['action'],
  sinceIso: string,
): Promise<number> {
  const r = await db
    .selectFrom('clientAudit')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('proId', '=', proId)
    .where('action', '=', action)
    .where('createdAt', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
