import { FREE_PLAN_LIMIT_MESSAGE } from '../account/plans.js';

/** Every French message of the two calendars (appointments and availabilities), in one place. */
export const calendarMessages = {
  endAfterStart: 'La date de fin doit être supérieure à la date du début',
  appointmentSameDay: 'La date de début et la date de fin doivent être égales',
  availabilitySameDay: 'La date de début et la date de fin doivent être identiques',
  dayInvalid: 'Veuillez saisir une date valide (AAAA-MM-JJ).',
  monthInvalid: 'Veuillez saisir un mois valide (AAAA-MM).',
  timeInvalid: 'Veuillez saisir une heure valide (HH:mm).',
  timeStep: 'Les heures doivent tomber sur un pas de 5 minutes (par exemple 09:05).',
  rangeToBeforeFrom: 'La date de fin de la période doit être postérieure ou égale à sa date de début.',
  rangeTooLong: 'La période demandée ne doit pas dépasser 100 jours.',
  staffRequired: 'Veuillez choisir au moins un partenaire (ou « Indifférent »).',
  staffUnknown: 'Ce partenaire ne fait pas partie de votre personnel.',
  serviceUnknown: 'Cette prestation ne fait pas partie de vos prestations.',
  noteTooLong: 'La note ne doit pas dépasser 2000 caractères.',
  frequencyInvalid:
    'Veuillez choisir une répétition : tous les jours, toutes les semaines, tous les mois ou tous les ans.',
  intervalInvalid: 'La fréquence de répétition doit être un nombre entier entre 1 et 50.',
  untilBeforeStart: 'La date de fin de répétition doit être postérieure ou égale à la date du début.',
  untilTooFar: 'La répétition ne peut pas dépasser un an après la date du début.',
  untilTooFarMonthly: 'Une répétition mensuelle ne peut pas dépasser cinq ans après la date du début.',
  untilTooFarYearly: 'Une répétition annuelle ne peut pas dépasser dix ans après la date du début.',
  slotInvalid: 'La durée des créneaux doit être comprise entre 15 et 300 minutes, par pas de 15 minutes.',
  splitRangeTooShort: 'Le découpage en créneaux n’est possible que pour une plage d’au moins une heure.',
  splitSlotTooLong: 'La durée des créneaux dépasse la plage horaire choisie.',
  tooManyGenerated: 'Cette création générerait trop de disponibilités à la fois (5000 au maximum).',
  freePlanLimit: FREE_PLAN_LIMIT_MESSAGE,
  availabilityNotFound: 'Disponibilité introuvable.',
  availabilityBookedMove:
    'Cette disponibilité est réservée par un client : supprimez ou déplacez d’abord le rendez-vous pour la modifier.',
  availabilityBookedDelete:
    'Cette disponibilité est réservée par un client : supprimez d’abord le rendez-vous pour la supprimer.',
  bulkDeleteEmpty: 'Veuillez choisir au moins une date ou une disponibilité à supprimer.',
  bulkDeleteBoth: 'Choisissez soit des dates, soit des disponibilités, pas les deux.',
  clientRequired: 'Veuillez choisir un client.',
  clientUnknown: 'Ce client ne fait pas partie de vos clients.',
  appointmentNotFound: 'Rendez-vous introuvable.',
  appointmentOverlap:
    'Ce partenaire a déjà un rendez-vous sur ce créneau. Choisissez un autre horaire ou un autre partenaire.',
  availabilityUnknown: 'Cette disponibilité ne fait pas partie de vos disponibilités.',
  availabilityTaken: 'Cette disponibilité est déjà réservée.',
  delayInvalid: 'Ce délai d’envoi n’est pas proposé pour cette date de rendez-vous.',
  reminderPast: 'Impossible de programmer un rappel pour un rendez-vous déjà passé.',
  smsNoPhone: 'Ce client n’a pas de téléphone portable : le rappel par SMS est impossible.',
  mailNoEmail: 'Ce client n’a pas d’adresse e-mail : le rappel par e-mail est impossible.',
} as const;
