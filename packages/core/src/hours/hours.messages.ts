/** French texts of the opening-hours screen ('MES HORAIRES'), verbatim from the specification where it gives them. */
export const hoursMessages = {
  noOpeningHours: "Veuillez renseigner vos heures d'ouverture !",
  closesBeforeOpens: "L'heure de fermeture doit être après l'heure d'ouverture.",
  overlap: "Les plages horaires d'une même journée ne doivent pas se chevaucher.",
  timeFormat: 'Veuillez saisir une heure au format HH:mm.',
  fiveMinuteStep: 'Les heures doivent être saisies par pas de 5 minutes.',
  tooManyRanges: 'Trois plages horaires au maximum par jour.',
  badWeekday: 'Le jour doit être compris entre 0 (lundi) et 6 (dimanche).',
  duplicateDay: 'Chaque jour ne peut figurer qu’une seule fois.',
  step: 'Le pas des rendez-vous doit être compris entre 5 et 240 minutes, par multiples de 5.',
  confirmEdit: 'Êtes-vous sûr de vouloir modifier vos horaires ?',
  editCancelled: 'Modification annulée',
} as const;

/** Day names, index = weekday (0 = Monday), as the grid shows them. */
export const WEEKDAY_NAMES = [
  'Lundi',
  'Mardi',
  'Mercredi',
  'Jeudi',
  'Vendredi',
  'Samedi',
  'Dimanche',
] as const;

/** Up to three time ranges a day. */
export const MAX_RANGES_PER_DAY = 3;
/** Time pickers move by 5 minutes. */
export const TIME_STEP_MINUTES = 5;
/** Default appointment length ('pas'), in minutes. */
export const DEFAULT_APPOINTMENT_STEP = 30;
export const MIN_APPOINTMENT_STEP = 5;
export const MAX_APPOINTMENT_STEP = 240;
