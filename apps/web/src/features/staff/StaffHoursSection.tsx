import { staffUpdateSchema, type StaffUpdateInput, type StaffView } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { issuesToFields } from '../../lib/forms';
import { fetchOpeningHours, hoursKey } from '../hours/hours.api';
import { WeekGrid } from '../hours/WeekGrid';
import {
  fromOpeningHours,
  fromStaffHours,
  toStaffHours,
  toWeekErrors,
  type Week,
  type WeekErrors,
} from '../hours/week';
import { TEXT_DELAY_MS, type Autosave } from '../services/use-autosave';
import { staffStrings as t } from './staff.strings';

/** The member's working days and hours: saved like the other fields once the week is consistent. */
export function StaffHoursSection({
  member,
  autosave,
}: {
  member: StaffView;
  autosave: Autosave<StaffUpdateInput>;
}) {
  const [week, setWeek] = useState<Week>(() => fromStaffHours(member.hours));
  const [errors, setErrors] = useState<WeekErrors>({});
  const opening = useQuery({ queryKey: hoursKey, queryFn: fetchOpeningHours });

  const change = (next: Week) => {
    setWeek(next);
    const hours = toStaffHours(next);
    const parsed = staffUpdateSchema.safeParse({ hours });
    if (parsed.success) {
      setErrors({});
      autosave.schedule({ hours }, TEXT_DELAY_MS);
    } else setErrors(toWeekErrors(issuesToFields(parsed.error.issues), 'hours'));
  };
  const hasOpening = opening.data?.days.some((d) => d.ranges.length > 0) ?? false;

  return (
    <div className="staff-hours">
      <div className="staff-hours-head">
        <p className="field-hint">{t.hoursHint}</p>
        {hasOpening && (
          <Button
            type="button"
            label={t.copyOpeningHours}
            icon="pi pi-copy"
            text
            size="small"
            onClick={() => change(fromOpeningHours(opening.data!))}
          />
        )}
      </div>
      <WeekGrid week={week} onChange={change} errors={errors} idPrefix={`staff-${member.id}-hours`} />
    </div>
  );
}
