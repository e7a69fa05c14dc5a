import './reminders.css';
import { REMINDER_DELAYS, type ReminderDelay, type ReminderRule } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { remindersStrings as t } from './reminders.strings';

/** The next delay not used yet, for a new row (a day before first, the most asked for). */
function freeDelay(rules: ReminderRule[]): ReminderDelay {
  const used = new Set(rules.map((r) => r.delay));
  const preferred: ReminderDelay[] = ['1d', '2h', '2d', '1h', '3d', '3h', '7d', '6h', '12h'];
  return preferred.find((d) => !used.has(d)) ?? '1d';
}

/**
 * Up to `max` reminders, each a delay and its channels (SMS, e-mail). A delay already used by another row
 * is not offered again; a row keeps at least one channel (unticking the last one ticks the other).
 */
export function ReminderRulesEditor(p: {
  idPrefix: string;
  rules: ReminderRule[];
  max: number;
  disabled?: boolean;
  onChange: (rules: ReminderRule[]) => void;
}) {
  const set = (i: number, rule: ReminderRule) => p.onChange(p.rules.map((r, j) => (j === i ? rule : r)));
  return (
    <div className="rm-rules">
      {p.rules.map((rule, i) => {
        const id = `${p.idPrefix}-${i}`;
        const taken = new Set(p.rules.filter((_, j) => j !== i).map((r) => r.delay));
        return (
          <div key={i} className="rm-rule" data-testid="reminder-rule">
            <Dropdown
              inputId={`${id}-delay`}
              aria-label={t.delay(i + 1)}
              value={rule.delay}
              options={REMINDER_DELAYS.map((d) => ({
                label: d.label,
                value: d.code,
                disabled: taken.has(d.code),
              }))}
              optionDisabled="disabled"
              disabled={p.disabled}
              onChange={(e) => set(i, { ...rule, delay: e.value as ReminderDelay })}
            />
            <span className="rm-channel">
              <Checkbox
                inputId={`${id}-sms`}
                checked={rule.sms}
                disabled={p.disabled}
                onChange={(e) =>
                  set(i, { ...rule, sms: Boolean(e.checked), email: e.checked ? rule.email : true })
                }
              />
              <label htmlFor={`${id}-sms`}>{t.sms}</label>
            </span>
            <span className="rm-channel">
              <Checkbox
                inputId={`${id}-email`}
                checked={rule.email}
                disabled={p.disabled}
                onChange={(e) =>
                  set(i, { ...rule, email: Boolean(e.checked), sms: e.checked ? rule.sms : true })
                }
              />
              <label htmlFor={`${id}-email`}>{t.email}</label>
            </span>
            <Button
              type="button"
              icon="pi pi-times"
              className="p-button-text p-button-secondary"
              aria-label={t.remove(i + 1)}
              disabled={p.disabled}
              onClick={() => p.onChange(p.rules.filter((_, j) => j !== i))}
            />
          </div>
        );
      })}
      {p.rules.length < p.max && (
        <Button
          type="button"
          icon="pi pi-plus"
          label={t.add}
          className="p-button-text rm-add"
          disabled={p.disabled}
          onClick={() => p.onChange([...p.rules, { delay: freeDelay(p.rules), sms: false, email: true }])}
        />
      )}
    </div>
  );
}
