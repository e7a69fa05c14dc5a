import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { RetryLater } from '../../jobs/worker.js';
import { insertOutboxMessage } from '../outbox/outbox.repository.js';

export interface MailMessage {
  proId: string;
  /** Demo salons never send real e-mail: anyone could type any address into a demo. */
  isDemo: boolean;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown as the sender's name (the business). */
  fromName: string;
}

export interface MailDelivery {
  /** Sends the message (SMTP when configured) and keeps a copy in the professional's outbox. */
  send(db: Executor, message: MailMessage): Promise<'smtp' | 'outbox'>;
  close(): void;
}

/** Failing to connect means nothing was transmitted, so the job may safely run again. */
const nothingSent = (error: unknown) => {
  const e = error as { code?: string; command?: string };
  return e.command === 'CONN' || e.code === 'ECONNECTION' || e.code === 'EDNS';
};

/** SMTP through nodemailer when config.smtpUrl is set, otherwise the outbox table only. */
export function createMailDelivery(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): MailDelivery {
  const transport: Transporter | null = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl, {
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : null;
  const fromAddress = config.mailFrom.match(/<([^>]+)>/)?.[1] ?? config.mailFrom;
  return {
    async send(db, m) {
      const via = transport && !m.isDemo ? 'smtp' : 'outbox';
      if (transport && via === 'smtp') {
        try {
          await transport.sendMail({
            from: { name: m.fromName, address: fromAddress },
            to: m.to,
            subject: m.subject,
            text: m.text,
            html: m.html,
          });
        } catch (error) {
          if (nothingSent(error))
            throw new RetryLater(`Serveur SMTP injoignable : ${(error as Error).message}`);
          throw error;
        }
      }
      await insertOutboxMessage(db, {
        proId: m.proId,
        channel: 'email',
        recipient: m.to,
        subject: m.subject,
        body: m.text,
        deliveredVia: via,
      });
      return via;
    },
    close() {
      transport?.close();
    },
  };
}
