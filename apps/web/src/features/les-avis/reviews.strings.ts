/** Texts of 'LES AVIS' (the spec's texts verbatim where it gives them). */
export const reviewsStrings = {
  pageTitle: 'Les avis',
  title: 'LES AVIS',
  empty: 'PAS ENCORE D’AVIS SUR VOTRE PAGE DE PROFIL',
  emptyHint:
    'Après chaque rendez-vous, votre client reçoit un lien pour donner son avis. Les avis apparaissent ici et sur votre page de profil.',
  average: (n: number) => n.toFixed(1).replace('.', ','),
  count: (n: number) => (n <= 1 ? `${n} avis` : `${n} avis`),
  verified: 'Avis vérifié',
  visit: (date: string) => `Rendez-vous du ${date}`,
  given: (date: string) => `Donné le ${date}`,
  stars: (n: number) => `${n} sur 5`,
  yourReply: 'Votre réponse',
  reply: 'Répondre',
  editReply: 'Modifier',
  deleteReply: 'Supprimer',
  replyMenu: 'Actions sur votre réponse',
  reviewMenu: 'Actions sur cet avis',
  report: 'Signaler',
  share: 'Partager',
  reported: (date: string) =>
    `Signalé le ${date} : Quick RDV examine cet avis, qui reste publié en attendant.`,
  more: 'Voir plus d’avis',
  setting: 'Demander un avis aussi pour les rendez-vous que je saisis',
  settingHint:
    'Les clients qui réservent en ligne reçoivent toujours la demande. Pour vos rendez-vous saisis, le client la reçoit s’il a une adresse e-mail ou un portable.',
  settingSaved: 'Réglage enregistré.',
  rules:
    'Un avis ne peut être donné que par un client, une seule fois, après son rendez-vous. Vous ne pouvez pas supprimer un avis, mais vous pouvez y répondre publiquement ou le signaler s’il enfreint les règles.',
  replyDialog: {
    title: 'Répondre à cet avis',
    editTitle: 'Modifier votre réponse',
    label: 'Votre réponse, publiée sous l’avis',
    counter: (n: number, max: number) => `${n} / ${max}`,
    send: 'Répondre',
    cancel: 'Annuler',
    sent: 'Votre réponse est publiée.',
  },
  deleteDialog: {
    title: 'Supprimer votre réponse ?',
    body: 'Votre réponse ne sera plus affichée sous cet avis. L’avis, lui, reste publié.',
    confirm: 'Supprimer',
    cancel: 'Annuler',
    done: 'Votre réponse a été supprimée.',
  },
  reportDialog: {
    title: 'Signaler cet avis',
    intro:
      'Un avis ne peut pas être supprimé par le salon. S’il enfreint les règles, Quick RDV l’examine ; il reste publié en attendant.',
    reason: 'Motif',
    details: 'Précisions (facultatif)',
    send: 'Signaler',
    cancel: 'Annuler',
    done: 'Avis signalé. Merci, nous l’examinons.',
  },
  shared: 'Lien de l’avis copié',
  shareTitle: (salon: string) => `Un avis sur ${salon}`,
};
