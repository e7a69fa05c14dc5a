import { createHash } from 'node:crypto';
import {
  CALENDAR_FEED_CANCELLED_KEEP_DAYS,
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  calendarSyncMessages as m,
  webcalUrl,
  type FeedOptions,
  type FeedView,
} from '@quickrdv/core';
import { writeFeed, type FeedEvent } from '@quickrdv/core/ical';
import type { Executor } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { findPro } from '../account/pros.repository.js';
import { listStaffRows } from '../staff/staff.repository.js';
import { feedIdOf, feedToken, newFeedId } from './feed-token.js';
import {
  feedAppointmentRows,
  feedAvailabilityRows,
  feedCancellationRows,
  findFeedRow,
  insertMissingFeeds,
  listFeedRows,
  updateFeedRow,
  type FeedRow,
} from './feeds.repository.js';

const DAY_MS = 86_400_000;
/** Feeds are public by their secret only: under /api/v1/public, never under the session. */
export const FEED_PATH = '/api/v1/public/calendar-feeds';
const ALL_LABEL = 'Tout le salon';

export interface FeedDeps {
  publicUrl: string;
  secret: string;
}

const feedUrl = (deps: FeedDeps, id: string) =>
  `${deps.publicUrl}${FEED_PATH}/${feedToken(deps.secret, id)}.ics`;

/**
 * The professional's feeds, 'Tout le salon' first then one per staff member in their order; missing ones
 * are created on the way (a staff member added since gets theirs).
 */
export async function listFeeds(db: Executor, o: FeedDeps & { proId: string }): Promise<FeedView[]> {
  const staff = await listStaffRows(db, o.proId);
  const scopes = [
    { scope: 'all', staffId: null, label: ALL_LABEL },
    ...staff.map((s) => ({ scope: s.id, staffId: s.id, label: `${s.prenom} ${s.nom}`.trim() })),
  ];
  let rows = await listFeedRows(db, o.proId);
  const missing = scopes.filter((s) => !rows.some((r) => r.scope === s.scope));
  if (missing.length) {
    const createdAt = new Date().toISOString();
    await insertMissingFeeds(
      db,
      missing.map((s) => ({
        id: newFeedId(),
        proId: o.proId,
        scope: s.scope,
        staffId: s.staffId,
        createdAt,
      })),
    );
    rows = await listFeedRows(db, o.proId);
  }
  return scopes.map((s) => {
    const row = rows.find((r) => r.scope === s.scope)!;
    const url = feedUrl(o, row.id);
    return {
      scope: s.scope,
      label: s.label,
      url,
      webcalUrl: webcalUrl(url),
      showClient: row.showClient === 1,
      includeAvailabilities: row.includeAvailabilities === 1,
    };
  });
}

const viewOf = async (db: Executor, o: FeedDeps & { proId: string; scope: string }) => {
  const view = (await listFeeds(db, o)).find((f) => f.scope === o.scope);
  if (!view) throw notFound(m.feedNotFound);
  return view;
};

/** Changes what a feed shows (client details, free availabilities). */
export async function updateFeedOptions(
  db: Executor,
  o: FeedDeps & { proId: string; scope: string; options: FeedOptions },
): Promise<FeedView> {
  await viewOf(db, o); // creates it if needed; 404 for a scope that is not the professional's
  await updateFeedRow(db, {
    proId: o.proId,
    scope: o.scope,
    changes: {
      showClient: o.options.showClient ? 1 : 0,
      includeAvailabilities: o.options.includeAvailabilities ? 1 : 0,
    },
  });
  return viewOf(db, o);
}

/** Gives a feed a new secret URL: the old one answers 404 from now on (subscribers must subscribe again). */
export async function regenerateFeed(db: Executor, o: FeedDeps & { proId: string; scope: string }) {
  await viewOf(db, o);
  await updateFeedRow(db, { proId: o.proId, scope: o.scope, changes: { id: newFeedId() } });
  return viewOf(db, o);
}

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

type AppointmentRow = Awaited<ReturnType<typeof feedAppointmentRows>>[number];

/** One feed event per appointment: services; client name and mobile only when the owner chose to show them. */
function appointmentEvents(rows: AppointmentRow[], feed: Pick<FeedRow, 'scope' | 'showClient'>): FeedEvent[] {
  const byId = new Map<string, { row: AppointmentRow; services: string[] }>();
  for (const r of rows) {
    const entry = byId.get(r.id) ?? { row: r, services: [] };
    if (r.serviceName) entry.services.push(r.serviceName);
    byId.set(r.id, entry);
  }
  return [...byId.values()].map(({ row: r, services }) => {
    const client = nameOf(r.clientPrenom ?? r.visitorPrenom, r.clientNom ?? r.visitorNom);
    const phone = r.clientPhone || r.visitorPhone || '';
    const what = services.join(', ') || m.feedAppointment;
    const who = feed.scope === 'all' && r.staffPrenom ? ` (${r.staffPrenom})` : '';
    const showClient = feed.showClient === 1 && client;
    return {
      uid: `${r.id}@quickrdv`,
      start: new Date(r.startsAt),
      end: new Date(r.endsAt),
      summary: `${showClient ? `${client} – ` : ''}${what}${who}`,
      description: showClient && phone ? `Tél. ${phone}` : '',
      status: 'confirmed' as const,
      stamp: new Date(r.createdAt),
    };
  });
}

/**
 * A feed's text and ETag, or undefined for an unknown, regenerated or forged token. Three indexed
 * queries at most (appointments, cancellations, availabilities when shown), over a bounded window.
 */
export async function renderFeed(
  db: Executor,
  o: { secret: string; token: string; now: Date; refreshMinutes: number },
): Promise<{ body: string; etag: string } | undefined> {
  const id = feedIdOf(o.secret, o.token);
  const feed = id ? await findFeedRow(db, id) : undefined;
  if (!feed) return undefined;
  const pro = (await findPro(db, feed.proId)) as ProRow | undefined;
  if (!pro || (pro.isDemo && pro.demoExpiresAt && pro.demoExpiresAt <= o.now.toISOString())) return undefined;
  const now = o.now.getTime();
  const w = {
    proId: feed.proId,
    staffId: feed.staffId,
    from: new Date(now - CALENDAR_FEED_DAYS_BACK * DAY_MS).toISOString(),
    to: new Date(now + CALENDAR_FEED_DAYS_AHEAD * DAY_MS).toISOString(),
  };
  const since = new Date(now - CALENDAR_FEED_CANCELLED_KEEP_DAYS * DAY_MS).toISOString();
  const [appointments, cancelled, free] = await Promise.all([
    feedAppointmentRows(db, w),
    feedCancellationRows(db, { ...w, since }),
    feed.includeAvailabilities ? feedAvailabilityRows(db, w) : Promise.resolve([]),
  ]);
  const events: FeedEvent[] = [
    ...appointmentEvents(appointments, feed),
    ...cancelled.map((c) => ({
      uid: `${c.appointmentId}@quickrdv`,
      start: new Date(c.startsAt),
      end: new Date(c.endsAt),
      summary: m.feedCancelled,
      status: 'cancelled' as const,
      stamp: new Date(c.cancelledAt),
    })),
    ...free.map((a) => ({
      uid: `dispo-${a.id}@quickrdv`,
      start: new Date(a.startsAt),
      end: new Date(a.endsAt),
      summary: `${m.feedAvailability}${feed.scope === 'all' && a.staffPrenom ? ` (${a.staffPrenom})` : ''}`,
      status: 'confirmed' as const,
      free: true,
      stamp: new Date(a.createdAt),
    })),
  ];
  const name = feed.staffPrenom
    ? m.feedStaffName(pro.nomSociete, feed.staffPrenom)
    : m.feedSalonName(pro.nomSociete);
  const body = writeFeed({ name, events, refreshMinutes: o.refreshMinutes });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body, etag };
}
