/** Every French message of the reviews feature, in one place for the server and the screens. */
export const reviewMessages = {
  ratingRequired: 'Choisissez une note de 1 à 5 étoiles.',
  messageRequired: 'Écrivez quelques mots sur votre rendez-vous.',
  messageTooLong: 'Votre avis ne peut pas dépasser 2000 caractères.',
  replyRequired: 'Écrivez votre réponse.',
  replyTooLong: 'Votre réponse ne peut pas dépasser 2000 caractères.',
  reportReasonRequired: 'Choisissez le motif du signalement.',
  reportDetailsTooLong: 'Les précisions ne peuvent pas dépasser 1000 caractères.',
  invitationUnknown: 'Ce lien d’avis n’existe pas ou n’est plus valable (rendez-vous annulé ou supprimé).',
  invitationUsed: 'Vous avez déjà donné votre avis sur ce rendez-vous. Merci !',
  invitationExpired:
    'Ce lien d’avis a expiré : les avis se donnent dans les 60 jours qui suivent le rendez-vous.',
  invitationTooEarly: 'Vous pourrez donner votre avis une fois votre rendez-vous passé.',
  reviewNotFound: 'Cet avis n’existe pas.',
  alreadyReported: 'Vous avez déjà signalé cet avis.',
  noReply: 'Cet avis n’a pas de réponse.',
} as const;
