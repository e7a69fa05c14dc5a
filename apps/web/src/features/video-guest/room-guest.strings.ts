/** French texts of the room link's page (/visio/{token}). */
export const roomGuestStrings = {
  pageTitle: 'Visioconférence',
  title: 'Visioconférence',
  titleWith: (name: string) => `Visioconférence avec ${name}`,
  loading: 'Ouverture de la salle…',
  waiting: 'En attente du professionnel…',
  proVideo: 'Vidéo du Professionnel',
  yourVideo: 'Votre vidéo',
  hangUp: 'Raccrocher',
  rejoin: 'Rejoindre à nouveau',
} as const;
