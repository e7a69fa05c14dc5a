/** French texts of the visitor call and the video room, shared by the API replies and the screens. */
export const videoMessages = {
  proOffline: 'Le professionnel n’est pas disponible pour une visio pour le moment. Réessayez plus tard.',
  invalidSignal: 'Message de visio invalide.',
  callsTooOften: 'Trop d’appels en peu de temps : patientez une minute avant de rappeler.',
  signalNotAllowed: 'Ce message de visio n’est pas autorisé ici.',
  roomNotFound: 'Ce lien de visioconférence n’existe pas. Vérifiez le lien reçu ou demandez-en un nouveau.',
  roomClosed: 'Cette salle de visioconférence est fermée. Demandez un nouveau lien au professionnel.',
  /** A professional's room id that is not one of their open rooms. */
  noOpenRoom: 'Cette salle n’existe pas ou a été fermée.',
  roomsTooOften: 'Vous avez créé beaucoup de salles récemment : réessayez dans une heure.',
  mailsTooOften: 'Vous avez envoyé beaucoup de liens par e-mail récemment : réessayez dans une heure.',
  mailSent: (name: string) => `Message envoyé avec succès ! Merci ${name}.`,
  nameRequired: 'Veuillez saisir le nom du destinataire.',
  emailRequired: 'Veuillez saisir l’adresse e-mail du destinataire.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  objectRequired: 'Veuillez saisir l’objet du message.',
  messageRequired: 'Veuillez écrire un message.',
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`,
} as const;
