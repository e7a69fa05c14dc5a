import { escapeHtml } from '../shared/escape-html.js';
/** The request sent after an appointment: e-mail (text and HTML) and SMS, plain French. */
export interface ReviewRequestFacts {
  nomSociete: string;
  prenom: string;
  /** 'mardi 24 novembre 2026', in the salon's time zone. */
  longDay: string;
  url: string;
}

export function reviewRequestMail(f: ReviewRequestFacts): { subject: string; text: string; html: string } {
  const hello = f.prenom ? `Bonjour ${f.prenom},` : 'Bonjour,';
  const paragraphs = [
    hello,
    `Merci pour votre rendez-vous du ${f.longDay} chez ${f.nomSociete}. Comment s’est-il passé ?`,
    'Votre avis aide les autres clients à choisir. Il sera publié avec votre prénom et la date de votre rendez-vous, marqué « avis vérifié ». Ce lien ne sert qu’une fois et reste valable 60 jours.',
  ];
  const label = 'Donner mon avis';
  return {
    subject: `Votre avis sur ${f.nomSociete}`,
    text: [...paragraphs, `${label} : ${f.url}`, 'L’équipe Quick RDV'].join('\n\n'),
    html:
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      `<p><a href="${escapeHtml(f.url)}">${label}</a></p><p>L’équipe Quick RDV</p>`,
  };
}

export const reviewRequestSms = (f: ReviewRequestFacts) =>
  `${f.nomSociete} : merci pour votre rendez-vous du ${f.longDay}. Donnez votre avis : ${f.url}`;
