import { ANY_STAFF_COLOR, type ServiceView, type StaffView } from '@quickrdv/core';
import { calendarStrings as t } from './calendar.strings';
import { ANY_STAFF } from './calendar-views';
import { cssColor } from './colors';

export interface ColorOption {
  label: string;
  value: string;
  color: string | null;
}

/** Staff members then 'Indifférent' (any partner, grey), as pickers list them. */
export const staffOptions = (staff: StaffView[]): ColorOption[] => [
  ...staff.map((s) => ({ label: `${s.prenom} ${s.nom}`.trim(), value: s.id, color: s.color })),
  { label: t.staffFilter.any, value: ANY_STAFF, color: ANY_STAFF_COLOR },
];

export const serviceOptions = (services: ServiceView[]): ColorOption[] =>
  services.map((s) => ({ label: s.name, value: s.id, color: s.color }));

/** An option with its colour dot. */
export function ColorOptionLine({ option }: { option: ColorOption | null }) {
  if (!option) return null;
  return (
    <span className="cal-option">
      <span
        className="cal-dot"
        style={{ background: option.color ? cssColor(option.color) : 'transparent' }}
        aria-hidden="true"
      />
      {option.label}
    </span>
  );
}

export const colorItem = (option: ColorOption) => <ColorOptionLine option={option} />;
