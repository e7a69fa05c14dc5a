import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port, keeping the raw messages it receives. */
export async function startSmtpCapture(): Promise<{
  url: string;
  received: CapturedMail[];
  close(): Promise<void>;
}> {
  const received: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Quoted-printable and RFC 2047 encoded words, enough to read what nodemailer wrote. */
const qp = (s: string) =>
  s.replace(/(?:=[0-9A-F]{2})+/g, (seq) =>
    Buffer.from(
      seq
        .split('=')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );

/** A captured message's raw text, decoded: its headers' encoded words and its quoted-printable bodies. */
export const decodeMail = (raw: string) =>
  qp(
    raw
      .replace(/\?=\s+=\?/g, '?==?') // whitespace between adjacent encoded words is not text
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_m, q: string) => qp(q.replace(/_/g, ' ')))
      .replace(/=\r?\n/g, ''),
  );
