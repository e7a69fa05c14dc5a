export interface DelayOption {
  label: string;
  /** Days before the appointment; 0 = 'Immédiatement'. */
  daysBefore: number;
}

/**
 * Reminder delays offered for an appointment `daysAway` whole days ahead: 0 or 1 day away, only
 * 'Immédiatement'; 8 or more, 'Immédiatement' plus 1 to 7 days before; otherwise 1 to N days before.
 */
export function notificationDelayOptions(daysAway: number): DelayOption[] {
  const options: DelayOption[] = [{ label: 'Immédiatement', daysBefore: 0 }];
  const max = daysAway <= 1 ? 0 : Math.min(daysAway, 7);
  for (let n = 1; n <= max; n++)
    options.push({ label: n === 1 ? '1 jour avant' : `${n} jours avant`, daysBefore: n });
  return options;
}
