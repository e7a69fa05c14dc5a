import { z } from 'zod';
import type { AccountMail } from './recovery-mails.js';
import { escapeHtml } from '../shared/escape-html.js';

/** French texts of the QR code's actions (MON COMPTE), shared by the API replies and the screens. */
export const qrMessages = {
  mailSent: (email: string) => `Votre QR code vous a été envoyé par e-mail à ${email}.`,
  // A demo's e-mail is never sent (anyone may type any address there): it is kept in 'Messages envoyés'.
  mailKeptInDemo:
    'Mode démo : l’e-mail avec votre QR code n’est pas envoyé, retrouvez-le dans Messages envoyés.',
  mailTooOften: 'Vous avez déjà demandé votre QR code plusieurs fois : réessayez dans une heure.',
  regenerated: 'Votre nouveau QR code est prêt : l’ancien ne mène plus à votre page.',
  unknownLink: 'Ce lien n’existe pas ou a été remplacé.',
} as const;

/** How many times an hour the QR code may be e-mailed to its owner. */
export const QR_MAILS_PER_HOUR = 5;

/** Name of a downloaded or attached QR code file, after the page it leads to. */
export const qrCodeFileName = (slug: string, format: 'png' | 'svg') => `quickrdv-qr-${slug}.${format}`;

/** The e-mail that carries the QR code as an attachment ('Recevoir par mail'). */
export function qrCodeMail(o: { nomSociete: string; shortUrl: string; fileName: string }): AccountMail {
  const paragraphs = [
    'Bonjour,',
    `Voici le QR code de la page de réservation de ${o.nomSociete}, en pièce jointe (${o.fileName}).`,
    'Imprimez-le sur vos cartes, votre vitrine ou vos flyers : vos clients le scannent avec leur téléphone et prennent rendez-vous en ligne.',
    `Il mène à cette adresse : ${o.shortUrl}`,
  ];
  const closing = 'L’équipe Quick RDV';
  return {
    subject: 'Votre QR code Quick RDV',
    text: [...paragraphs, closing].join('\n\n'),
    html: [...paragraphs, closing].map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}

/** `?download=1` asks for the file as an attachment (save dialog) rather than shown in the page. */
export const qrImageQuerySchema = z.object({
  download: z.enum(['1'], { error: 'Le paramètre download ne peut valoir que 1.' }).optional(),
  /** The code the page shows, only so a regenerated code is a new address for the browser's cache. */
  v: z.string().max(40, { error: 'Le paramètre v est trop long.' }).optional(),
});

/** The code of a short link, `/q/{code}`: anything longer is no code of ours. */
export const shortLinkParamsSchema = z.object({
  code: z.string().max(40, { error: qrMessages.unknownLink }),
});
