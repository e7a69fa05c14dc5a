/** Display formats of the public page (French, in the professional's time zone). */

const DAY_MONTH = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const WEEKDAY_SHORT = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' });

/** A 'YYYY-MM-DD' day as its weekday, day number and short month: { weekday: 'mar.', day: '12', month: 'mars' }. */
export function dayParts(day: string): { weekday: string; day: string; month: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const parts = DAY_MONTH.formatToParts(date);
  return {
    weekday: WEEKDAY_SHORT.format(date),
    day: parts.find((p) => p.type === 'day')?.value ?? '',
    month: parts.find((p) => p.type === 'month')?.value ?? '',
  };
}

/** An instant as a long French date in a time zone: '12 mars 2025'. */
export const longDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    new Date(iso),
  );

/** A rating with a French decimal comma: 4.7 -> '4,7'. */
export const ratingText = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
