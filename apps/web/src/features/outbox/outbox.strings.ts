/** Texts of 'Messages envoyés'. */
export const outboxStrings = {
  nav: 'Messages envoyés',
  pageTitle: 'Messages envoyés',
  title: 'MESSAGES ENVOYÉS',
  intro:
    'Les rappels envoyés à vos clients par SMS et par e-mail, du plus récent au plus ancien. Tant qu’aucun service d’envoi n’est configuré, ils sont conservés ici pour que vous puissiez les relire.',
  refresh: 'Actualiser',
  more: 'Afficher les messages plus anciens',
  empty: 'Aucun message envoyé pour l’instant.',
  emptyHint: 'Les rappels des rendez-vous pour lesquels vous cochez SMS ou Mail apparaîtront ici.',
  channel: { sms: 'SMS', email: 'E-mail' },
  to: 'À',
  via: (via: string) =>
    via === 'outbox'
      ? 'Conservé ici (aucun service d’envoi configuré)'
      : via === 'smtp'
        ? 'Envoyé par e-mail'
        : `Envoyé via ${via}`,
  noSubject: '(sans objet)',
} as const;
