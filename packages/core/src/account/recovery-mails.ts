import { escapeHtml } from '../shared/escape-html.js';
/** The account e-mails (sign-up, forgotten password, e-mail change): plain French, text and HTML alike. */
export interface AccountMail {
  subject: string;
  text: string;
  html: string;
}

function accountMail(
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): AccountMail {
  const closing = 'L’équipe Quick RDV';
  const text = [...paragraphs, ...(link ? [`${link.label} : ${link.url}`] : []), closing].join('\n\n');
  const linkHtml = link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '';
  const html = `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${linkHtml}<p>${closing}</p>`;
  return { subject, text, html };
}

export const signupConfirmationMail = (url: string) =>
  accountMail(
    'Activez votre compte Quick RDV',
    [
      'Bonjour,',
      'Pour activer votre compte Quick RDV, ouvrez le lien ci-dessous (valable 24 heures).',
      'Si vous n’avez pas demandé de compte, ignorez cet e-mail : aucun compte ne sera créé.',
    ],
    { label: 'Activer mon compte', url },
  );

export const signupExistingAccountMail = (loginUrl: string, forgotUrl: string) =>
  accountMail('Votre compte Quick RDV', [
    'Bonjour,',
    'Quelqu’un vient de demander la création d’un compte Quick RDV avec cette adresse, qui en a déjà un. Aucun nouveau compte n’a été créé.',
    `Si c’est vous, connectez-vous : ${loginUrl}`,
    `Mot de passe oublié ? Choisissez-en un nouveau : ${forgotUrl}`,
    'Si ce n’est pas vous, vous pouvez ignorer cet e-mail.',
  ]);

export const passwordResetMail = (url: string) =>
  accountMail(
    'Choisissez un nouveau mot de passe',
    [
      'Bonjour,',
      'Vous avez demandé à changer le mot de passe de votre compte Quick RDV. Ouvrez le lien ci-dessous pour en choisir un nouveau. Il est valable 30 minutes et ne sert qu’une fois.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    ],
    { label: 'Choisir un nouveau mot de passe', url },
  );

export const emailChangedMail = (newEmail: string, url: string) =>
  accountMail(
    'Votre identifiant Quick RDV a été modifié',
    [
      'Bonjour,',
      `L’adresse de connexion de votre compte Quick RDV vient d’être remplacée par ${newEmail}. Les autres sessions ont été fermées.`,
      'Si vous n’êtes pas à l’origine de ce changement, ouvrez le lien ci-dessous dans les 7 jours : il rétablit cette adresse et ferme toutes les sessions.',
    ],
    { label: 'Annuler ce changement', url },
  );
