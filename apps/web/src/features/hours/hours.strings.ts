import { hoursMessages } from '@quickrdv/core';

/** Texts of 'MES HORAIRES' and of the week grid (also used for the staff's working hours). */
export const hoursStrings = {
  pageTitle: 'Mes horaires',
  title: 'MES HORAIRES',
  modify: 'MODIFIER',
  settings: 'PARAMETRES',
  viewLabel: 'Affichage des horaires',
  // The spec's floating-menu labels, verbatim as the calendar's 'Vue.partenaires'.
  viewSummary: 'Mes.horaires',
  viewGrid: 'Editer.horaires',
  summaryIntro: 'Vos heures d’ouverture telles que vos clients les verront.',
  gridIntro: 'Activez vos jours d’ouverture et indiquez jusqu’à trois plages horaires par jour.',
  noHours: 'Aucune heure d’ouverture renseignée pour le moment.',
  editNow: 'Renseigner mes horaires',
  day: 'Jour',
  hours: 'Horaires',
  closed: 'Fermé',
  stepLine: (minutes: number) => `Durée des rendez-vous : ${minutes} min`,
  confirmHeader: 'Modifier mes horaires',
  confirm: hoursMessages.confirmEdit,
  yes: 'Oui',
  no: 'Non',
  cancelled: hoursMessages.editCancelled,
  saved: 'Vos horaires ont bien été enregistrés.',
  stepSaved: 'La durée des rendez-vous a bien été enregistrée.',
  stepPending: 'Elle sera enregistrée avec vos horaires.',
  settingsHeader: 'Paramètres',
  stepLabel: 'Durée d’un rendez-vous (pas)',
  stepHint: 'Entre 5 et 240 minutes, par pas de 5. Par défaut : 30 minutes.',
  minutes: ' min',
  close: 'Fermer',
  save: 'Enregistrer',
  publish: {
    modeLabel: 'Générer',
    modeHours: 'Horaires',
    modeAppointments: 'Rendez-vous',
    modeHoursHint: 'Seules vos heures d’ouverture et la durée des rendez-vous sont enregistrées.',
    modeAppointmentsHint:
      'Des disponibilités de rendez-vous sont créées sur vos heures d’ouverture, découpées selon la durée des rendez-vous.',
    recurrence: 'Récurrence',
    weekly: 'Chaque semaine',
    everyNWeeks: 'Une semaine sur N',
    yearly: 'Tous les ans',
    every: 'Une semaine sur',
    everySuffix: (n: number) => (n > 1 ? ' semaines' : ' semaine'),
    from: 'Du',
    until: 'Au',
    staff: 'Partenaires',
    staffPlaceholder: 'Choisir les partenaires',
    indifferent: 'Indifférent',
    previewLoading: 'Calcul des disponibilités…',
    offer:
      'Dernière étape : publiez vos disponibilités des 4 prochaines semaines à partir de vos horaires, pour que vos clients puissent réserver en ligne. Vérifiez la période et le personnel, puis enregistrez.',
    quotaLeft: (allowed: number) =>
      allowed === 0
        ? 'Votre formule gratuite (20 disponibilités par mois) n’en permet plus sur cette période : choisissez une formule supérieure pour en publier davantage.'
        : `Votre formule gratuite (20 disponibilités par mois) n’en permet plus que ${allowed} sur cette période : tout publier dépasserait la limite.`,
    fit: (allowed: number) =>
      `${allowed === 1 ? 'Publier seulement la première' : `Publier seulement les ${allowed} premières`} (les premiers jours d’abord). Vous pouvez aussi réduire la période ou le personnel.`,
    preview: (n: number, skipped: number) =>
      `${n} disponibilité${n > 1 ? 's' : ''} ${n > 1 ? 'seront créées' : 'sera créée'}` +
      (skipped
        ? ` (${skipped} déjà présente${skipped > 1 ? 's' : ''} ignorée${skipped > 1 ? 's' : ''})`
        : ''),
    published: (n: number) => `${n} disponibilité${n > 1 ? 's' : ''} publiée${n > 1 ? 's' : ''}`,
    seeCalendar: 'Voir le calendrier des disponibilités',
  },
  grid: {
    open: (day: string) => `${day} : ouvert`,
    opens: (day: string, n: number) => `${day}, début de la plage ${n}`,
    closes: (day: string, n: number) => `${day}, fin de la plage ${n}`,
    addRange: 'Ajouter une plage',
    addRangeFor: (day: string) => `Ajouter une plage le ${day.toLowerCase()}`,
    removeRange: (day: string, n: number) => `Retirer la plage ${n} du ${day.toLowerCase()}`,
    to: 'à',
    closedDay: 'Fermé',
    hoursPart: 'heures',
    minutesPart: 'minutes',
  },
} as const;
