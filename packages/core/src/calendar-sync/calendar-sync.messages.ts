/** Limits of calendar synchronisation, shared by the server's checks and the dialog's hints. */
export const CALENDAR_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Occurrences one imported calendar may have in the import window (after expanding its recurrences). */
export const CALENDAR_IMPORT_MAX_OCCURRENCES = 5000;
/** Seconds a calendar's web address has to answer, in full. */
export const CALENDAR_IMPORT_TIMEOUT_MS = 10_000;
export const CALENDAR_IMPORT_MAX_REDIRECTS = 3;
/** Imported events are kept from this many days back to this many days ahead of the import. */
export const CALENDAR_IMPORT_DAYS_BACK = 30;
export const CALENDAR_IMPORT_DAYS_AHEAD = 365;
/** A subscription feed lists appointments from this many days back to this many days ahead. */
export const CALENDAR_FEED_DAYS_BACK = 60;
export const CALENDAR_FEED_DAYS_AHEAD = 365;
/** How long a cancelled appointment stays in the feeds (as CANCELLED) so subscribers remove it. */
export const CALENDAR_FEED_CANCELLED_KEEP_DAYS = 30;

/** The French texts of calendar synchronisation (import and subscription feeds). */
export const calendarSyncMessages = {
  // Verbatim from the specification (toast titled 'Erreur', 3 s).
  urlRequired: 'Veuillez insérer une adresse internet menant vers un fichier ics',
  fileRequired: 'Veuillez choisir un fichier .ics',
  urlInvalid: 'Cette adresse n’est pas valide : elle doit commencer par https://, http:// ou webcal://.',
  urlTooLong: 'Cette adresse est trop longue (2 000 caractères au plus).',
  hostRefused:
    'Cette adresse mène vers un réseau privé ou local : elle ne peut pas être importée. Utilisez l’adresse publique du calendrier.',
  hostUnknown: 'Ce site est introuvable. Vérifiez l’adresse du calendrier.',
  unreachable: 'Impossible de joindre le site du calendrier. Vérifiez l’adresse ou réessayez plus tard.',
  timeout: 'Le site du calendrier n’a pas répondu à temps (10 secondes). Réessayez plus tard.',
  tooManyRedirects: 'Cette adresse redirige trop de fois (3 redirections au plus).',
  httpError: (status: number) =>
    `Le site du calendrier a répondu par une erreur (${status}). Vérifiez l’adresse : le calendrier doit être public ou partagé par un lien secret.`,
  tooLarge: 'Ce calendrier dépasse 5 Mo : il ne peut pas être importé.',
  notIcs: 'Ce fichier n’est pas un calendrier au format .ics.',
  broken: 'Ce calendrier .ics est illisible (fichier abîmé ou incomplet).',
  tooManyEvents:
    'Ce calendrier contient trop d’évènements (plus de 5 000 sur la période importée) : il ne peut pas être importé.',
  staffRequired: 'Veuillez choisir le partenaire à qui appartient ce calendrier.',
  staffUnknown: 'Ce partenaire n’existe plus. Veuillez en choisir un autre.',
  importNotFound: 'Ce calendrier importé n’existe plus.',
  feedNotFound: 'Ce lien d’abonnement n’existe plus.',
  nameTooLong: 'Le nom du calendrier est trop long (100 caractères au plus).',
  /** A visitor's booking of a time the staff member is busy in an imported calendar. */
  slotBusy:
    'Ce créneau n’est plus libre : la personne choisie est prise à ce moment-là. Veuillez choisir un autre créneau.',
  /** Summary of an appointment in a feed when the owner shows no client details and it has no service. */
  feedAppointment: 'Rendez-vous',
  feedCancelled: 'Annulé',
  feedAvailability: 'Disponible',
  feedSalonName: (nomSociete: string) => `${nomSociete} – rendez-vous`,
  feedStaffName: (nomSociete: string, staff: string) => `${nomSociete} – ${staff}`,
  busyFallbackSummary: 'Occupé',
} as const;
