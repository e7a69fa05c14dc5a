import { reminderMessages } from '@quickrdv/core';

export const remindersStrings = {
  pageTitle: 'Rappels',
  title: 'RAPPELS AUTOMATIQUES',
  intro:
    'Jusqu’à trois rappels par rendez-vous, par SMS et/ou e-mail. Ils partent pour chaque réservation en ligne et sont proposés quand vous saisissez un rendez-vous. Un rappel dont l’heure est déjà passée n’est pas envoyé.',
  note: 'Les rendez-vous déjà pris gardent les rappels prévus au moment de la réservation.',
  none: 'Aucun rappel : vos clients ne recevront que la confirmation.',
  delay: (n: number) => `Délai du rappel ${n}`,
  sms: 'SMS',
  email: 'E-mail',
  add: 'Ajouter un rappel',
  remove: (n: number) => `Retirer le rappel ${n}`,
  save: 'Enregistrer',
  saved: reminderMessages.saved,
  extraTitle: 'Autres rappels',
  useDefaults: 'Reprendre mes rappels par défaut',
};
