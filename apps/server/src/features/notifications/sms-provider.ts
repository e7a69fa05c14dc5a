import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { insertOutboxMessage, type OutboxMessageInput } from '../outbox/outbox.repository.js';

export interface SmsMessage {
  proId: string;
  /** E.164 number (+33612345678). */
  to: string;
  text: string;
  /** Sender name shown on the phone (the business). */
  sender: string;
}

/**
 * Where SMS go. A real provider (an HTTP API) implements send() and records its copy in the outbox with
 * its own name as deliveredVia; it throws RetryLater only when it knows nothing was sent.
 */
export interface SmsProvider {
  readonly name: string;
  send(db: Executor, message: SmsMessage): Promise<void>;
  /**
   * When sending is only keeping the SMS in the outbox: its row, which a booking writes in its own
   * transaction instead of planning a job. Null for a provider that sends.
   */
  keptInOutbox(message: SmsMessage): OutboxMessageInput | null;
}

const outboxCopy = (m: SmsMessage): OutboxMessageInput => ({
  proId: m.proId,
  channel: 'sms',
  recipient: m.to,
  body: m.text,
  deliveredVia: 'outbox',
});

/** Default provider: keeps the SMS in the outbox table, where the professional reads it in the app. */
export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  async send(db, m) {
    await insertOutboxMessage(db, outboxCopy(m));
  },
  keptInOutbox: outboxCopy,
};

export function createSmsProvider(config: Pick<Config, 'smsProvider'>): SmsProvider {
  switch (config.smsProvider) {
    case 'outbox':
      return outboxSmsProvider;
  }
}
