/**
 * Rules of the login throttle, shared so they are tested once: attempts are counted in 15-minute windows,
 * per account and client address, and per account across all addresses. A window's count is read as a
 * sliding one: the current window's attempts plus the previous window's in proportion to how much of the
 * last 15 minutes it still covers. So a limit holds for any 15 minutes, not only within one quarter hour
 * (fixed windows let twice the limit through around each quarter).
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Start of the window holding `now`, as ISO-8601 UTC text (sortable, identical on both databases). */
export function loginWindowStart(now: Date): string {
  return new Date(Math.floor(now.getTime() / LOGIN_WINDOW_MS) * LOGIN_WINDOW_MS).toISOString();
}

/** Start of the window before the one holding `now`. */
export function previousLoginWindowStart(now: Date): string {
  return new Date((Math.floor(now.getTime() / LOGIN_WINDOW_MS) - 1) * LOGIN_WINDOW_MS).toISOString();
}

/**
 * The attempts of the last 15 minutes, estimated from the current window's count (this attempt included) and
 * the previous window's, weighted by the share of it that is less than 15 minutes old.
 */
export function slidingLoginCount(current: number, previous: number, now: Date): number {
  const elapsed = now.getTime() - Math.floor(now.getTime() / LOGIN_WINDOW_MS) * LOGIN_WINDOW_MS;
  return current + previous * (1 - elapsed / LOGIN_WINDOW_MS);
}

/**
 * The address an attempt is counted under. An IPv6 subscriber usually holds a whole /64, so counting each
 * address of it apart would give an attacker billions of fresh budgets: the /64 is the unit. An IPv4-mapped
 * IPv6 address is its IPv4 address. Anything unparsable is kept as given.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (!address.includes(':')) return address;
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  const groups = expandIpv6(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

function expandIpv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const split = (s: string | undefined) => (s ? s.split(':') : []);
  const head = split(halves[0]);
  const tail = split(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups : null;
}
