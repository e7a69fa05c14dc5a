import { ANY_STAFF_COLOR, type StaffView } from '@quickrdv/core';
import { Dropdown } from 'primereact/dropdown';
import { calendarStrings as t } from '../calendar.strings';
import { ANY_STAFF, DEFAULT_ACCENT } from '../calendar-views';
import { cssColor } from '../colors';
import type { StaffFilter } from './calendar-events';

interface Option {
  label: string;
  value: string;
  color: string;
}

// The Dropdown needs a non-null value for 'Tous les partenaires'.
const ALL = '__all';

function OptionLine({ option }: { option: Option | null }) {
  if (!option) return <span>{t.staffFilter.all}</span>;
  return (
    <span className="cal-filter-option">
      <span className="cal-dot" style={{ background: cssColor(option.color) }} aria-hidden="true" />
      <span className="cal-filter-name">{option.label}</span>
    </span>
  );
}

/** 'Tous les partenaires', each staff member, and 'Indifférent'. */
export function StaffFilterSelect({
  staff,
  value,
  onChange,
}: {
  staff: StaffView[];
  value: StaffFilter;
  onChange: (value: StaffFilter, color: string) => void;
}) {
  const options: Option[] = [
    { label: t.staffFilter.all, value: ALL, color: DEFAULT_ACCENT },
    ...staff.map((s) => ({ label: `${s.prenom} ${s.nom}`.trim(), value: s.id, color: s.color })),
    { label: t.staffFilter.any, value: ANY_STAFF, color: ANY_STAFF_COLOR },
  ];
  return (
    <Dropdown
      className="cal-filter"
      inputId="cal-staff-filter"
      aria-label={t.staffFilter.label}
      value={value ?? ALL}
      options={options}
      optionLabel="label"
      optionValue="value"
      itemTemplate={(option: Option) => <OptionLine option={option} />}
      valueTemplate={(option: Option | null) => <OptionLine option={option} />}
      onChange={(event) => {
        const chosen = options.find((o) => o.value === event.value) ?? options[0]!;
        onChange(chosen.value === ALL ? null : chosen.value, chosen.color);
      }}
    />
  );
}
