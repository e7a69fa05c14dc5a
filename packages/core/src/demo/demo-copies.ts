/** French texts of the demo's limits. */
export const demoMessages = {
  tooManyStarts:
    'Trop de démonstrations ont été ouvertes depuis votre connexion. Veuillez réessayer dans une heure.',
} as const;

/** The per-address limit counts the copies opened within this window. */
export const DEMO_STARTS_WINDOW_MS = 3600_000;
/** A copy's last activity is written at most this often (one UPDATE a minute, not one per request). */
export const DEMO_ACTIVITY_STEP_MS = 60_000;

/**
 * The part of a client address that identifies one client for the per-address limit: an IPv4 address as is,
 * an IPv6 address by its /64 network, since one home or phone is given a whole /64 and could otherwise rotate
 * through billions of addresses. IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as its IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const halves = address.split('::');
  if (halves.length > 2) return address;
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  // An embedded IPv4 tail (a.b.c.d) takes the room of two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const groups =
    halves.length === 2
      ? [...head, ...Array<string>(Math.max(0, 8 - width(head) - width(tail))).fill('0'), ...tail]
      : head;
  const network = groups
    .slice(0, 4)
    .map((g) => (g.includes('.') ? '0' : (parseInt(g, 16) || 0).toString(16)));
  while (network.length < 4) network.push('0');
  return `${network.join(':')}::/64`;
}

/** Whether one more copy may be opened from an address that opened `recentStarts` within the window. */
export const mayStartDemo = (recentStarts: number, perAddressLimit: number): boolean =>
  recentStarts < perAddressLimit;

/** How many live copies must go (the oldest idle first) so that one more fits under the cap. */
export const copiesToEvict = (liveCopies: number, cap: number): number => Math.max(0, liveCopies - cap + 1);

/** Whether a copy's last recorded activity is old enough to be written again. */
export const activityDue = (lastRecordedMs: number | undefined, nowMs: number): boolean =>
  lastRecordedMs === undefined || nowMs - lastRecordedMs >= DEMO_ACTIVITY_STEP_MS;

/**
 * Whether a professional is a visitor's demo copy past its end: such a copy is gone for everyone (public
 * page, slots, booking, manage links) even before the clean-up deletes it. The showcase has no end.
 */
export const isExpiredDemoCopy = (
  pro: { isDemo: number | boolean; demoExpiresAt: string | null },
  now: Date,
): boolean => !!pro.isDemo && pro.demoExpiresAt !== null && pro.demoExpiresAt <= now.toISOString();
