import { MAX_REMINDERS, type ReminderRule } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { fetchReminderDefaults, reminderDefaultsKey } from '../../reminders/reminders.api';
import { ReminderRulesEditor } from '../../reminders/ReminderRulesEditor';
import { remindersStrings as t } from '../../reminders/reminders.strings';

/**
 * 'Autres rappels': the appointment's reminders beyond the single one of the spec's form, three at most in
 * all, and a shortcut to the salon's defaults ({base}/rappels).
 */
export function ExtraReminders(p: {
  rules: ReminderRule[];
  singleOn: boolean;
  error: string | undefined;
  onChange: (rules: ReminderRule[]) => void;
}) {
  const max = MAX_REMINDERS - (p.singleOn ? 1 : 0);
  const defaults = useQuery({
    queryKey: reminderDefaultsKey,
    queryFn: fetchReminderDefaults,
    staleTime: 60_000,
  });
  const offered = (defaults.data ?? []).slice(0, max);
  return (
    <fieldset className="cal-notify cal-extra-reminders">
      <legend>{t.extraTitle}</legend>
      <ReminderRulesEditor
        idPrefix="apt-rule"
        rules={p.rules}
        max={Math.max(max, p.rules.length)}
        onChange={p.onChange}
      />
      {offered.length > 0 && JSON.stringify(offered) !== JSON.stringify(p.rules) && (
        <Button
          type="button"
          icon="pi pi-replay"
          label={t.useDefaults}
          className="p-button-text p-button-sm"
          onClick={() => p.onChange(offered)}
        />
      )}
      {p.error && (
        <small className="field-error" role="alert">
          {p.error}
        </small>
      )}
    </fieldset>
  );
}
