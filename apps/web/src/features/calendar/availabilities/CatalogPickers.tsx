import type { ServiceView, StaffView } from '@quickrdv/core';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { calendarStrings as t } from '../calendar.strings';
import { Field, invalidProps } from '../form-fields';
import { colorItem, ColorOptionLine, serviceOptions, staffOptions, type ColorOption } from '../staff-options';

const f = t.fields;

/** Services an availability offers; none chosen means all of them. */
export function ServicesMultiSelect(p: {
  services: ServiceView[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  return (
    <Field id="av-services" label={f.services} error={p.error}>
      <MultiSelect
        inputId="av-services"
        value={p.value}
        options={serviceOptions(p.services)}
        optionLabel="label"
        optionValue="value"
        placeholder={f.servicesPlaceholder}
        display="chip"
        filter={p.services.length > 8}
        itemTemplate={colorItem}
        maxSelectedLabels={4}
        selectedItemsLabel={f.selected(p.value.length)}
        onChange={(event) => p.onChange(event.value as string[])}
        {...invalidProps('av-services', p.error)}
      />
    </Field>
  );
}

/** Staff members the availability is published for, 'Indifférent' included: one availability each. */
export function StaffMultiSelect(p: {
  staff: StaffView[];
  value: string[];
  onChange: (keys: string[]) => void;
  error?: string | undefined;
}) {
  return (
    <Field id="av-staff" label={f.staffMany} error={p.error}>
      <MultiSelect
        inputId="av-staff"
        value={p.value}
        options={staffOptions(p.staff)}
        optionLabel="label"
        optionValue="value"
        placeholder={f.staffPlaceholder}
        display="chip"
        itemTemplate={colorItem}
        onChange={(event) => p.onChange(event.value as string[])}
        {...invalidProps('av-staff', p.error)}
      />
    </Field>
  );
}

/** One partner (or 'Indifférent'), for an existing availability. */
export function StaffSelect(p: {
  staff: StaffView[];
  value: string;
  onChange: (key: string) => void;
  error?: string | undefined;
}) {
  return (
    <Field id="av-staff-one" label={f.staff} error={p.error}>
      <Dropdown
        inputId="av-staff-one"
        value={p.value}
        options={staffOptions(p.staff)}
        optionLabel="label"
        optionValue="value"
        itemTemplate={colorItem}
        valueTemplate={(option: ColorOption | null) => <ColorOptionLine option={option} />}
        onChange={(event) => p.onChange(String(event.value))}
        {...invalidProps('av-staff-one', p.error)}
      />
    </Field>
  );
}
