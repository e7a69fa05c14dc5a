/** The chat's e-mails: the professional's unread-message notice and a professional's message to a client. */

import { escapeHtml } from '../shared/escape-html.js';

export interface ChatMail {
  subject: string;
  text: string;
  html: string;
}

/** To the professional: visitor messages are waiting unread (sent once per burst). */
export function chatUnreadMail(f: { count: number; excerpt: string; chatUrl: string }): ChatMail {
  const lead =
    f.count > 1
      ? `Un visiteur vous a écrit sur votre page Quick RDV : ${f.count} messages attendent votre réponse.`
      : 'Un visiteur vous a écrit sur votre page Quick RDV et attend votre réponse.';
  const label = 'Répondre depuis mon espace';
  return {
    subject: f.count > 1 ? `${f.count} messages non lus d’un visiteur` : 'Un message non lu d’un visiteur',
    text: [
      'Bonjour,',
      lead,
      `Dernier message : « ${f.excerpt} »`,
      `${label} : ${f.chatUrl}`,
      'L’équipe Quick RDV',
    ].join('\n\n'),
    html:
      `<p>Bonjour,</p><p>${escapeHtml(lead)}</p><p>Dernier message : « ${escapeHtml(f.excerpt)} »</p>` +
      `<p><a href="${escapeHtml(f.chatUrl)}">${label}</a></p><p>L’équipe Quick RDV</p>`,
  };
}

/**
 * To a known client: the professional's message (clients have no socket; they read it by e-mail and answer
 * the salon by e-mail or phone). `html` is the stored, sanitised message.
 */
export function chatClientMail(f: {
  nomSociete: string;
  prenom: string;
  text: string;
  html: string;
  replyEmail: string;
  replyPhone: string;
}): ChatMail {
  const hello = f.prenom ? `Bonjour ${f.prenom},` : 'Bonjour,';
  const intro = `${f.nomSociete} vous a écrit :`;
  const reply = [
    f.replyEmail ? `par e-mail à ${f.replyEmail}` : '',
    f.replyPhone ? `par téléphone au ${f.replyPhone}` : '',
  ]
    .filter(Boolean)
    .join(' ou ');
  const answer = reply ? `Pour lui répondre, écrivez-lui ${reply}.` : '';
  return {
    subject: `Message de ${f.nomSociete}`,
    text: [hello, intro, f.text, answer, 'Envoyé avec Quick RDV'].filter(Boolean).join('\n\n'),
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>` +
      `<blockquote style="margin:0 0 1em;padding-left:12px;border-left:3px solid #ccc">${f.html}</blockquote>` +
      (answer ? `<p>${escapeHtml(answer)}</p>` : '') +
      '<p>Envoyé avec Quick RDV</p>',
  };
}
