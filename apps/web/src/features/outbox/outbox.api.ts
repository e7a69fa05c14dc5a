import { api } from '../../lib/api-client';

export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** 'outbox' (kept here only), 'smtp', or an SMS provider's name. */
  deliveredVia: string;
  createdAt: string;
}

export const OUTBOX_PAGE_SIZE = 50;
export const outboxKey = ['outbox'] as const;

/** One page of messages, newest first, older than `before` when given. */
export function fetchOutbox(before: string | null) {
  const query = new URLSearchParams({ limit: String(OUTBOX_PAGE_SIZE) });
  if (before) query.set('before', before);
  return api.get<{ messages: OutboxMessage[] }>(`/outbox?${query.toString()}`);
}
