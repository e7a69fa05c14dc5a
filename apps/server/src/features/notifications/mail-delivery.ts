import nodemailer, { type Transporter } from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { RetryLater } from '../../jobs/worker.js';
import { insertOutboxMessage, type OutboxMessageInput } from '../outbox/outbox.repository.js';
import { openSmtpSocket } from './smtp-socket.js';

/** A file sent with an e-mail (the QR code's PNG); base64 so the message stays JSON in its job. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

export interface MailMessage {
  /** Null for account e-mails sent before the account exists (sign-up confirmation). */
  proId: string | null;
  /** Demo salons never send real e-mail: anyone could type any address into a demo. */
  isDemo: boolean;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown as the sender's name (the business). */
  fromName: string;
  attachments?: MailAttachment[];
}

/** The outbox keeps the text only: it names the attached files, so the copy says what was sent. */
const outboxBody = (m: MailMessage) =>
  m.attachments?.length
    ? `${m.text}\n\nPièce jointe : ${m.attachments.map((a) => a.fileName).join(', ')}`
    : m.text;

const outboxCopy = (m: MailMessage, via: 'smtp' | 'outbox'): OutboxMessageInput => ({
  proId: m.proId,
  channel: 'email',
  recipient: m.to,
  subject: m.subject,
  body: outboxBody(m),
  deliveredVia: via,
});

/**
 * When sending an e-mail is only keeping it in the outbox (no SMTP server configured, or a demo salon's
 * mail): its row, which a booking writes in its own transaction instead of planning a job. Null when it
 * goes out by SMTP.
 */
export function mailKeptInOutbox(smtpConfigured: boolean, m: MailMessage): OutboxMessageInput | null {
  return smtpConfigured && !m.isDemo ? null : outboxCopy(m, 'outbox');
}

export interface MailDelivery {
  /** Sends the message (SMTP when configured) and keeps a copy in the professional's outbox. */
  send(db: Executor, message: MailMessage): Promise<'smtp' | 'outbox'>;
  /** No SMTP server configured: send() only writes the outbox row, through the `db` it is given. */
  readonly outboxOnly: boolean;
  close(): void;
}

/**
 * Why the server accepted nothing, so that the job may safely run again: the connection failed, or the
 * server answered a 4xx (SMTP's "transient, try later": busy, too many connections, greylisting).
 * Null for any other failure.
 */
const nothingSent = (error: unknown): string | null => {
  const e = error as { code?: string; command?: string; responseCode?: number; syscall?: string };
  if (e.command === 'CONN' || e.code === 'ECONNECTION' || e.code === 'EDNS' || e.syscall === 'connect')
    return 'Serveur SMTP injoignable';
  if (typeof e.responseCode === 'number' && e.responseCode >= 400 && e.responseCode < 500)
    return 'Serveur SMTP momentanément indisponible';
  return null;
};

/**
 * SMTP through nodemailer when config.smtpUrl is set, otherwise the outbox table only. One pool of
 * connections per process, reused from message to message (a connection per message bounded the worker to
 * a few dozen e-mails a second), closed by close().
 */
export function createMailDelivery(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'smtpMaxConnections'>,
): MailDelivery {
  // Built as an SMTPPool: createTransport({ url, ... }) would keep the URL's settings and drop the others.
  const poolOptions: SMTPPool.Options & { maxRequeues: number } = {
    url: config.smtpUrl ?? undefined,
    pool: true,
    maxConnections: config.smtpMaxConnections,
    maxMessages: 100,
    // A connection that drops mid-message fails that message rather than sending it again on another
    // connection: the server may have accepted it (at most once, as without the pool).
    maxRequeues: 0,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    getSocket: openSmtpSocket,
  };
  const transport: Transporter | null = config.smtpUrl
    ? nodemailer.createTransport(new SMTPPool(poolOptions))
    : null;
  const fromAddress = config.mailFrom.match(/<([^>]+)>/)?.[1] ?? config.mailFrom;
  return {
    outboxOnly: transport === null,
    async send(db, m) {
      const kept = mailKeptInOutbox(transport !== null, m);
      if (transport && !kept) {
        try {
          await transport.sendMail({
            from: { name: m.fromName, address: fromAddress },
            to: m.to,
            subject: m.subject,
            text: m.text,
            html: m.html,
            attachments: m.attachments?.map((a) => ({
              filename: a.fileName,
              contentType: a.contentType,
              content: a.contentBase64,
              encoding: 'base64',
            })),
          });
        } catch (error) {
          const transient = nothingSent(error);
          if (transient) throw new RetryLater(`${transient} : ${(error as Error).message}`);
          throw error;
        }
      }
      await insertOutboxMessage(db, kept ?? outboxCopy(m, 'smtp'));
      return kept ? 'outbox' : 'smtp';
    },
    close() {
      transport?.close();
    },
  };
}
