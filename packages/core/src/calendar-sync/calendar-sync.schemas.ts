import { z } from 'zod';
import { calendarSyncMessages as m } from './calendar-sync.messages.js';

/** 'all' (the whole salon) or a staff member's id: which appointments a subscription feed lists. */
export const feedScopeSchema = z
  .string()
  .max(36)
  .regex(/^(all|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i);
export const feedScopeParamsSchema = z.object({ scope: feedScopeSchema });

/** What the owner chooses a feed shows. */
export const feedOptionsSchema = z.object({
  /** Client name and mobile phone in each appointment; otherwise only the services. */
  showClient: z.boolean(),
  /** The published availabilities that are still free, as free time. */
  includeAvailabilities: z.boolean(),
});
export type FeedOptions = z.infer<typeof feedOptionsSchema>;

export const feedViewSchema = feedOptionsSchema.extend({
  scope: feedScopeSchema,
  /** 'Tout le salon' or the staff member's name. */
  label: z.string(),
  url: z.string(),
  webcalUrl: z.string(),
});
export type FeedView = z.infer<typeof feedViewSchema>;

export const importViewSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  name: z.string(),
  /** The web address it is refreshed from; null for a file. */
  sourceUrl: z.string().nullable(),
  eventCount: z.number(),
  refreshedAt: z.string(),
  /** The last refresh's failure, if it failed (the events of the previous read are kept). */
  lastError: z.string().nullable(),
});
export type ImportView = z.infer<typeof importViewSchema>;

export const calendarSyncViewSchema = z.object({
  feeds: z.array(feedViewSchema),
  imports: z.array(importViewSchema),
  /** Minutes between two reads of an imported web address. */
  refreshMinutes: z.number(),
});
export type CalendarSyncView = z.infer<typeof calendarSyncViewSchema>;

const staffIdField = z
  .string({ error: m.staffRequired })
  .max(36, m.staffRequired)
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, m.staffRequired);

/** POST /calendar-sync/imports/url. webcal:// is the same address over https. */
export const importUrlInputSchema = z.object({
  staffId: staffIdField,
  url: z
    .string({ error: m.urlRequired })
    .trim()
    .min(1, m.urlRequired)
    .max(2000, m.urlTooLong)
    .regex(/^(https?|webcal):\/\/\S+$/i, m.urlInvalid),
});
export type ImportUrlInput = z.infer<typeof importUrlInputSchema>;

/** Query of POST /calendar-sync/imports/file (the body is the file itself, text/calendar). */
export const importFileQuerySchema = z.object({
  staffId: staffIdField,
  name: z.string().trim().max(100, m.nameTooLong).optional(),
});

/** An imported busy time as the calendar shows it (wall clock in the salon's time zone). */
export const busyTimeDtoSchema = z.object({
  id: z.string(),
  importId: z.string(),
  staffId: z.string(),
  /** The imported calendar's name. */
  source: z.string(),
  summary: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  day: z.string(),
  start: z.string(),
  end: z.string(),
  /** Ends on a later day than it starts (all-day or overnight): drawn up to midnight. */
  endDay: z.string(),
});
export type BusyTimeDto = z.infer<typeof busyTimeDtoSchema>;

/** `webcal://` form of a feed's https address (what calendar apps open to subscribe). */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//i, 'webcal://');
