import { randomBytes } from 'node:crypto';
import {
  publicProfilePath,
  QR_MAILS_PER_HOUR,
  qrCodeFileName,
  qrCodeMail,
  qrMessages,
  SHORT_LINK_CODE_LENGTH,
  shortLinkCode,
  shortLinkPath,
} from '@quickrdv/core';
import type { Db, Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import type { ProRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { planAccountMail } from '../auth/account-mail.js';
import { qrPng } from './qr-image.js';
import {
  countQrMailsSince,
  findShortLinkOfPro,
  insertShortLinkIfMissing,
  replaceShortLinkCode,
} from './short-links.repository.js';

/** What MON COMPTE shows of the QR code: the short link it encodes and the page it leads to. */
export interface ShortLinkView {
  code: string;
  /** Absolute short link, the QR code's content. */
  url: string;
  profileUrl: string;
}

const newCode = () => shortLinkCode(randomBytes(SHORT_LINK_CODE_LENGTH));

export const shortLinkUrl = (publicUrl: string, code: string) => `${publicUrl}${shortLinkPath(code)}`;

export const presentShortLink = (publicUrl: string, pro: ProRow, code: string): ShortLinkView => ({
  code,
  url: shortLinkUrl(publicUrl, code),
  profileUrl: `${publicUrl}${publicProfilePath(pro.slug)}`,
});

/**
 * Writes a new random code, drawing again on the (astronomically rare) collision with another
 * professional's code, so the caller never sees a unique-constraint error.
 */
async function writeNewCode(
  write: (row: { proId: string; code: string; createdAt: string }) => Promise<void>,
  proId: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await write({ proId, code: newCode(), createdAt: new Date().toISOString() });
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

/** The professional's short link code, created on first use. */
export async function ensureShortLink(db: Executor, proId: string): Promise<string> {
  const found = await findShortLinkOfPro(db, proId);
  if (found) return found.code;
  await writeNewCode((row) => insertShortLinkIfMissing(db, row), proId);
  return (await findShortLinkOfPro(db, proId))!.code;
}

/** Replaces the code: QR codes printed with the old one stop leading to the page (irreversible). */
export async function regenerateShortLink(db: Executor, proId: string): Promise<string> {
  await writeNewCode((row) => replaceShortLinkCode(db, row), proId);
  return (await findShortLinkOfPro(db, proId))!.code;
}

/**
 * Plans the e-mail that brings the QR code (PNG) to the professional's login address, sent by the job
 * worker like every account e-mail. Limited per hour: the button is one click from a mail flood.
 */
export async function mailQrCode(db: Db, o: { pro: ProRow; publicUrl: string; now: Date }): Promise<void> {
  const { pro, now } = o;
  const ref = `qr-mail:${pro.id}`;
  const since = new Date(now.getTime() - 3600_000).toISOString();
  if ((await countQrMailsSince(db, { ref, since })) >= QR_MAILS_PER_HOUR)
    throw new AppError('rate_limited', qrMessages.mailTooOften);
  const url = shortLinkUrl(o.publicUrl, await ensureShortLink(db, pro.id));
  const fileName = qrCodeFileName(pro.slug, 'png');
  const png = await qrPng(url, 600);
  await planAccountMail(db, {
    proId: pro.id,
    isDemo: pro.isDemo === 1,
    to: pro.email,
    mail: qrCodeMail({ nomSociete: pro.nomSociete, shortUrl: url, fileName }),
    attachments: [{ fileName, contentType: 'image/png', contentBase64: png.toString('base64') }],
    refId: ref,
    now,
  });
}
