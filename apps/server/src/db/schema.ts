import type { QuestionnairesTable, QuestionsTable } from './schema-questionnaires.js';
import type { ReviewInvitationsTable, ReviewsTable } from './schema-reviews.js';

import type { JobsTable, OutboxMessagesTable, PageImagesTable } from './schema-jobs.js';

export type {
  JobsTable,
  OutboxMessagesTable,
  PageImagesTable,
  QuestionnairesTable,
  QuestionsTable,
  ReviewInvitationsTable,
  ReviewsTable,
};
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CalendarSyncTables } from './calendar-sync.schema.js';
import type { LiveTables } from './live.schema.js';
import type { ChatTables } from './chat.schema.js';
import type { VideoTables } from './video.schema.js';

export type * from './calendar-sync.schema.js';
export type * from './live.schema.js';
export type * from './chat.schema.js';
export type * from './video.schema.js';

/** Changes with every write to a professional's services, categories, staff or their links (migration 0026). */
export interface CatalogVersionsTable {
  proId: string;
  version: number;
}

/**
 * Table types as the application sees them: camelCase (CamelCasePlugin maps to snake_case columns).
 * Instants are ISO-8601 UTC strings; booleans are 0/1 integers on both dialects.
 */
export interface DB extends CalendarSyncTables, LiveTables, ChatTables, VideoTables {
  establishmentTypes: EstablishmentTypesTable;
  pros: ProsTable;
  sessions: SessionsTable;
  loginAttempts: LoginAttemptsTable;
  accountTokens: AccountTokensTable;
  accountMailRequests: AccountMailRequestsTable;
  openingHours: OpeningHoursTable;
  photos: PhotosTable;
  serviceCategories: ServiceCategoriesTable;
  services: ServicesTable;
  staff: StaffTable;
  staffServices: StaffServicesTable;
  staffHours: StaffHoursTable;
  catalogVersions: CatalogVersionsTable;
  clients: ClientsTable;
  availabilities: AvailabilitiesTable;
  availabilityServices: AvailabilityServicesTable;
  appointments: AppointmentsTable;
  appointmentServices: AppointmentServicesTable;
  cancelledBookings: CancelledBookingsTable;
  bookedSlots: BookedSlotsTable;
  reviews: ReviewsTable;
  reviewInvitations: ReviewInvitationsTable;
  rateLimitHits: RateLimitHitsTable;
  outboxMessages: OutboxMessagesTable;
  proSearch: ProSearchTable;
  demoCopies: DemoCopiesTable;
  jobs: JobsTable;
  clientSearchKeys: ClientSearchKeysTable;
  clientAudit: ClientAuditTable;
  shortLinks: ShortLinksTable;
  questionnaires: QuestionnairesTable;
  questions: QuestionsTable;
  pageImages: PageImagesTable;
}

export interface EstablishmentTypesTable {
  id: string;
  name: string;
  position: Generated<number>;
}

export interface ProsTable {
  id: string;
  slug: string;
  email: string;
  passwordHash: string | null;
  nomSociete: string;
  nom: string;
  prenom: string;
  profession: Generated<string>;
  adresse: Generated<string>;
  codePostal: Generated<string>;
  ville: Generated<string>;
  tel1: Generated<string>;
  tel2: Generated<string>;
  contactEmail: Generated<string>;
  presentation: Generated<string>;
  image: string | null;
  establishmentTypeId: string | null;
  plan: Generated<string>;
  timeZone: Generated<string>;
  appointmentStep: Generated<number>;
  bookingNoticeHours: Generated<number>;
  askReviewsForProAppointments: Generated<number>;
  /** JSON array of up to three reminder rules (core's reminderRulesSchema). */
  reminderDefaults: Generated<string>;
  pageLayout: string | null;
  /** Bumped by each save of the page editor (migration 0022). */
  pageLayoutVersion: Generated<number>;
  onboardingDone: Generated<number>;
  isDemo: Generated<number>;
  demoExpiresAt: string | null;
  deletionRequestedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
export type ProRow = Selectable<ProsTable>;
export type NewPro = Insertable<ProsTable>;
export type ProUpdate = Updateable<ProsTable>;

export interface SessionsTable {
  id: string;
  proId: string;
  createdAt: string;
  expiresAt: string;
  userAgent: Generated<string>;
}

/** Login attempts taken per (account, client address or '*' for all, 15-minute window): see login-throttle. */
export interface LoginAttemptsTable {
  accountKey: string;
  clientKey: string;
  windowStart: string;
  n: number;
}

/** Single-use links sent by e-mail; id is the HMAC of the token (0006). */
export interface AccountTokensTable {
  id: string;
  kind: string;
  proId: string | null;
  email: string;
  payload: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface AccountMailRequestsTable {
  id: string;
  kind: string;
  email: string;
  at: string;
}

export interface OpeningHoursTable {
  proId: string;
  weekday: number;
  rangeIndex: number;
  opens: string;
  closes: string;
}

export interface PhotosTable {
  id: string;
  proId: string;
  fileName: string;
  position: Generated<number>;
  createdAt: string;
}

export interface ServiceCategoriesTable {
  id: string;
  proId: string;
  name: string;
}

export interface ServicesTable {
  id: string;
  proId: string;
  categoryId: string | null;
  name: string;
  amountCents: number;
  durationMinutes: number;
  description: Generated<string>;
  color: string | null;
  visible: Generated<number>;
  position: Generated<number>;
  questionnaireId: Generated<string | null>;
  createdAt: string;
}

export interface StaffTable {
  id: string;
  proId: string;
  prenom: string;
  nom: Generated<string>;
  email: Generated<string>;
  color: Generated<string>;
  notes: Generated<string>;
  position: Generated<number>;
  createdAt: string;
}

export interface StaffServicesTable {
  staffId: string;
  serviceId: string;
}

export interface StaffHoursTable {
  staffId: string;
  weekday: number;
  rangeIndex: number;
  starts: string;
  ends: string;
}

export interface ClientsTable {
  id: string;
  proId: string;
  type: string;
  nom: string;
  prenom: string;
  nomSociete: Generated<string>;
  civilite: Generated<string>;
  email: Generated<string>;
  telPortable: Generated<string>;
  telFixe: Generated<string>;
  telTravail: Generated<string>;
  adresse: Generated<string>;
  complementAdresse: Generated<string>;
  cpVille: Generated<string>;
  dateNaissance: string | null;
  infoComp: Generated<string>;
  createdAt: string;
  /** Folded nom and prenom: the list's order and letter (0012). Null until the search refresh. */
  nomKey: Generated<string | null>;
  prenomKey: Generated<string | null>;
  /** 0 when client_search_keys match the row; a trigger increments it on each change (0012). */
  searchStale: Generated<number>;
}

/** The prefixes a client is found by (core's clientSearchKeys), see migration 0012. */
export interface ClientSearchKeysTable {
  clientId: string;
  proId: string;
  key: string;
}

/** GDPR exports and erasures, imports and SMS of the client book (no personal data). */
export interface ClientAuditTable {
  id: string;
  proId: string;
  clientId: string | null;
  action: 'export' | 'erase' | 'import' | 'sms';
  detail: Generated<string>;
  createdAt: string;
}

export interface AvailabilitiesTable {
  id: string;
  proId: string;
  staffId: string | null;
  startsAt: string;
  endsAt: string;
  note: Generated<string>;
  seriesId: string | null;
  createdAt: string;
}

export interface AvailabilityServicesTable {
  availabilityId: string;
  serviceId: string;
}

export interface AppointmentsTable {
  id: string;
  proId: string;
  clientId: string | null;
  staffId: string | null;
  availabilityId: string | null;
  startsAt: string;
  endsAt: string;
  note: Generated<string>;
  source: string;
  notifySms: Generated<number>;
  notifyMail: Generated<number>;
  notifyDaysBefore: Generated<number>;
  manageToken: string | null;
  createdAt: string;
  /** Online bookings: the identity the visitor typed (null for the professional's own appointments). */
  visitorPrenom: string | null;
  visitorNom: string | null;
  visitorEmail: string | null;
  visitorPhone: string | null;
  /** JSON array of { question, answer } asked at booking (migration 0018). */
  answers: Generated<string | null>;
  /** JSON array of reminder rules beyond the notify_* one (migration 0019). */
  reminderRules: Generated<string | null>;
}

/** A cancelled online booking as its manage link keeps showing it (see migration 0011). */
export interface CancelledBookingsTable {
  manageToken: string;
  proId: string;
  view: string;
  cancelledBy: 'client' | 'pro';
  cancelledAt: string;
  keepUntil: string;
}

export interface AppointmentServicesTable {
  appointmentId: string;
  serviceId: string;
}

/**
 * The published availabilities an appointment takes: one row per availability (the primary key), whether
 * the professional booked it or a visitor did online (one online booking may hold several contiguous ones;
 * the appointment's availabilityId is the first). "This availability is booked" means "it has a row here".
 */
export interface BookedSlotsTable {
  availabilityId: string;
  appointmentId: string;
}

/**
 * The directory's search index (0009), written only by triggers on `pros`; the dialect-specific match
 * columns (SQLite's FTS5 table, PostgreSQL's tsvector) are reached through raw SQL.
 */
export interface ProSearchTable {
  proId: string;
  /** 1 when the directory lists the professional (see the migration for the rule). */
  listed: number;
  slug: string;
  sortKey: string;
}

/** A visitor's demo copy (0008): a keyed hash of the network that opened it, and when it was last used. */
export interface DemoCopiesTable {
  proId: string;
  clientKey: string;
  createdAt: string;
  lastActiveAt: string;
}

/** A professional's QR code address, `/q/{code}` (migration 0014). */
export interface ShortLinksTable {
  proId: string;
  code: string;
  createdAt: string;
}

/** A shared request counter: key (route and client address), its fixed window's start in ms (0017). */
export interface RateLimitHitsTable {
  key: string;
  windowStart: number | string;
  n: number;
}
