/** '2 déc.' style dates and the client's name, as the home lists appointments. */
const SHORT_DAY = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A wall-clock day ('YYYY-MM-DD') as 'mar. 2 déc.'. */
export const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T12:00:00Z`));
