/** Pure parsing of a service's price (euros) and duration ('hh:mm'), shared by the form and the server. */

/** Highest price accepted, in cents (100 000 €). */
export const MAX_AMOUNT_CENTS = 10_000_000;
/** Longest service: 12 hours. */
export const MAX_DURATION_MINUTES = 12 * 60;

const EUROS_PATTERN = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/**
 * Cents of a price in euros: a number, or text such as '45', '45,5', '45.50', '1 200 €'.
 * Null when it is not a non-negative amount with at most two decimals.
 */
export function parseEuros(value: string | number): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const cents = Math.round(value * 100);
    return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
  }
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  if (!EUROS_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.split(/[.,]/) as [string, string?];
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Euros of an amount in cents, as a number (4550 -> 45.5). */
export const centsToEuros = (cents: number) => cents / 100;

/**
 * French display of an amount in cents, the one format of every screen, e-mail and SMS: whole euros
 * without decimals ('45 €'), cents with a comma ('45,50 €').
 */
export function formatEuros(cents: number): string {
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
  return `${text} €`;
}

const DURATION_PATTERN = /^(\d{1,2}):([0-5]\d)$/;

/** Minutes of a duration 'hh:mm' (or 'h:mm'); null when malformed. */
export function parseDurationHhmm(value: string): number | null {
  const match = DURATION_PATTERN.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 'hh:mm' of a duration in minutes (90 -> '01:30'). */
export function formatDurationHhmm(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
