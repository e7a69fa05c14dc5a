/** French texts of the widget's video call (spec texts verbatim). */
export const callStrings = {
  chip: 'Appel visio',
  title: 'Appel visio',
  requesting: 'Demande de visio en cours...',
  connecting: 'Connexion en cours...',
  refused: 'Visioconférence refusée',
  ended: 'La visio est terminée.',
  proVideo: 'Vidéo du Professionnel',
  yourVideo: 'Votre vidéo',
  hangUp: 'Raccrocher',
  callAgain: 'Rappeler',
} as const;
