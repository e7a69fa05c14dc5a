import type { ServiceUpdateInput, ServiceView } from '@quickrdv/core';
import { MultiSelect } from 'primereact/multiselect';
import { useState } from 'react';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { ColorSetting } from './ColorSetting';
import { servicesStrings as t } from './services.strings';
import { COLOR_DELAY_MS, TEXT_DELAY_MS, type Autosave } from './use-autosave';

export interface StaffOption {
  label: string;
  value: string;
}

/**
 * Description, staff and colour of a service. Every change is saved on its own (debounced: 900 ms for the
 * description, 500 ms for the colour and the staff), and at once when the field loses the focus.
 */
export function ServiceSettings({
  service,
  autosave,
  staffOptions,
  showStaff,
}: {
  service: ServiceView;
  autosave: Autosave<ServiceUpdateInput>;
  staffOptions: StaffOption[];
  showStaff: boolean;
}) {
  const [staffIds, setStaffIds] = useState(service.staffIds);
  const [color, setColor] = useState(service.color);
  const id = `service-${service.id}`;

  return (
    <div className="service-settings">
      <h3 className="setup-section-title" id={`${id}-description-label`}>
        {t.description}
      </h3>
      <RichTextEditor
        id={`${id}-description`}
        label={`${t.description} – ${service.name}`}
        value={service.description}
        onChange={(description) => autosave.schedule({ description }, TEXT_DELAY_MS)}
        onBlur={autosave.flush}
        minRows={3}
      />
      {showStaff && (
        <>
          <h3 className="setup-section-title">
            <label htmlFor={`${id}-staff`}>{t.staff}</label>
          </h3>
          {staffOptions.length === 0 ? (
            <p className="field-hint">{t.noStaff}</p>
          ) : (
            <MultiSelect
              inputId={`${id}-staff`}
              value={staffIds}
              options={staffOptions}
              onChange={(event) => {
                setStaffIds(event.value as string[]);
                autosave.schedule({ staffIds: event.value as string[] }, COLOR_DELAY_MS);
              }}
              onHide={autosave.flush}
              display="chip"
              placeholder={t.staffPlaceholder}
              className="service-staff-select"
              filter={staffOptions.length > 6}
            />
          )}
        </>
      )}
      <h3 className="setup-section-title">{t.color}</h3>
      <ColorSetting
        idPrefix={id}
        value={color}
        allowNone
        onChange={(next) => {
          setColor(next);
          autosave.schedule({ color: next }, COLOR_DELAY_MS);
        }}
      />
    </div>
  );
}
