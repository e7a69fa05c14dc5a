/** Display formats of the public page (French, in the professional's time zone). */

/** An instant as a long French date in a time zone: '12 mars 2025'. */
export const longDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    new Date(iso),
  );

/** A rating with a French decimal comma: 4.7 -> '4,7'. */
export const ratingText = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
