import type { Generated } from 'kysely';

/** The calendar synchronisation tables (migration 0020), apart so schema.ts stays readable. */
export interface CalendarSyncTables {
  calendarFeeds: CalendarFeedsTable;
  calendarFeedCancellations: CalendarFeedCancellationsTable;
  calendarImports: CalendarImportsTable;
  calendarImportEvents: CalendarImportEventsTable;
}

/** A secret subscription feed (0020): `id` is the public half of its URL's token, scope 'all' or a staff id. */
export interface CalendarFeedsTable {
  id: string;
  proId: string;
  scope: string;
  staffId: string | null;
  showClient: Generated<number>;
  includeAvailabilities: Generated<number>;
  createdAt: string;
}

/** A deleted appointment the feeds list as CANCELLED for a while (0020, written by a trigger). */
export interface CalendarFeedCancellationsTable {
  appointmentId: string;
  proId: string;
  staffId: string | null;
  startsAt: string;
  endsAt: string;
  cancelledAt: string;
}

/** A calendar imported for a staff member from a web address (refreshed) or a file (0020). */
export interface CalendarImportsTable {
  id: string;
  proId: string;
  staffId: string;
  name: string;
  sourceUrl: string | null;
  eventCount: Generated<number>;
  refreshedAt: string;
  lastError: string | null;
  createdAt: string;
}

/** A busy occurrence of an imported calendar: never offered as a free slot (0020). */
export interface CalendarImportEventsTable {
  id: string;
  importId: string;
  proId: string;
  staffId: string;
  startsAt: string;
  endsAt: string;
  summary: Generated<string>;
}
