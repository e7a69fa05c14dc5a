/** Tables of the durable jobs, the outbox and the page editor's images (split from schema.ts for size). */
import type { Generated } from 'kysely';

export interface OutboxMessagesTable {
  id: string;
  proId: string | null;
  channel: string;
  recipient: string;
  subject: Generated<string>;
  body: string;
  deliveredVia: string;
  createdAt: string;
}

export interface JobsTable {
  id: string;
  kind: string;
  payload: string;
  runAt: string;
  status: Generated<string>;
  attempts: Generated<number>;
  lockedUntil: string | null;
  lastError: string | null;
  refId: string | null;
  createdAt: string;
}

/** The public page's own images: logo and background (migration 0022). */
export interface PageImagesTable {
  id: string;
  proId: string;
  createdAt: string;
}
