import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';

/** One event of a subscription feed. Instants are UTC: written as `...Z`, read right by every client. */
export interface FeedEvent {
  /** Stable across reads (the appointment's id): subscribers update the event instead of duplicating it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  status: 'confirmed' | 'cancelled';
  /** Free time (published availabilities): shown but not counted as busy by the subscriber. */
  free?: boolean;
  /** When the event last changed (creation or cancellation): DTSTAMP, so an unchanged feed reads the same. */
  stamp: Date;
}

const PROD_ID = { company: 'Quick RDV', product: 'Agenda', language: 'FR' };

/**
 * The text of a subscription feed. Every date is a UTC instant (`DTSTART:20261025T090000Z`): no VTIMEZONE
 * to get wrong, and ical-generator's trap (a native Date with `timezone` is written in the server's own
 * clock) cannot apply. The output depends only on its input, so an unchanged feed keeps its ETag.
 */
export function writeFeed(o: { name: string; events: readonly FeedEvent[]; refreshMinutes: number }): string {
  const calendar = ical({ name: o.name, prodId: PROD_ID, ttl: o.refreshMinutes * 60 });
  for (const e of o.events) {
    calendar.createEvent({
      id: e.uid,
      start: e.start,
      end: e.end,
      stamp: e.stamp,
      summary: e.summary,
      description: e.description || null,
      status: e.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      // A cancellation is a newer version of the event: clients that track versions (Outlook) apply it.
      sequence: e.status === 'cancelled' ? 1 : 0,
      transparency: e.free ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}
