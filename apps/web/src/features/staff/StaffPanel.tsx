import type { StaffList, StaffUpdateInput, StaffView } from '@quickrdv/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { MultiSelect } from 'primereact/multiselect';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import { AutosaveStatus } from '../services/AutosaveStatus';
import { ColorSetting } from '../services/ColorSetting';
import type { StaffOption as ServiceOption } from '../services/ServiceSettings';
import { COLOR_DELAY_MS, TEXT_DELAY_MS, useAutosave } from '../services/use-autosave';
import { staffKey, updateStaff } from './staff.api';
import { StaffHoursSection } from './StaffHoursSection';
import { StaffIdentityFields } from './StaffIdentityFields';
import { staffStrings as t } from './staff.strings';

/**
 * One staff member as a collapsible panel: name, e-mail, colour, notes, services and working hours, each
 * saved as it is edited (900 ms for texts, 500 ms for the colour and services, at once on blur).
 */
export function StaffPanel({
  member,
  serviceOptions,
  onDelete,
  initiallyOpen = false,
}: {
  member: StaffView;
  serviceOptions: ServiceOption[];
  onDelete: (member: StaffView, cancelPendingSaves: () => void) => void;
  /** Opened on arrival (the calendar's partner header links to ?staff=<id>). */
  initiallyOpen?: boolean;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(initiallyOpen);
  // Brought into view once, when the page opens on this partner's card.
  const scrollTo = useCallback(
    (el: HTMLLIElement | null) => {
      if (el && initiallyOpen) el.scrollIntoView({ block: 'start' });
    },
    [initiallyOpen],
  );
  const [color, setColor] = useState(member.color);
  const [serviceIds, setServiceIds] = useState(member.serviceIds);
  const autosave = useAutosave<StaffUpdateInput>((patch, options) =>
    updateStaff(member.id, patch, options).then(
      (saved) =>
        queryClient.setQueryData<StaffList>(staffKey, (list) =>
          list ? { ...list, staff: list.staff.map((s) => (s.id === saved.id ? saved : s)) } : list,
        ),
      (error: unknown) => {
        notify('error', errorMessage(error));
        throw error;
      },
    ),
  );
  const name = `${member.prenom} ${member.nom}`.trim();
  const bodyId = `staff-${member.id}-body`;
  const toggle = () => {
    if (open) autosave.flush();
    setOpen(!open);
  };

  return (
    <li
      ref={scrollTo}
      className={open ? 'card setup-item staff-panel staff-panel-open' : 'card setup-item staff-panel'}
    >
      <div className="setup-item-head">
        <button
          type="button"
          className="setup-item-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? t.collapse(name) : t.expand(name)}
          onClick={toggle}
        >
          <span className="staff-avatar" style={{ background: `#${member.color}` }} aria-hidden="true">
            {member.prenom.charAt(0).toUpperCase()}
          </span>
          <span className="staff-panel-title">
            <strong>{name}</strong>
            <span className="staff-panel-sub">{member.email || t.noEmail}</span>
          </span>
          <span className="staff-panel-count">{t.servicesCount(member.serviceIds.length)}</span>
          <i
            className={`service-card-chevron pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'}`}
            aria-hidden="true"
          />
        </button>
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          severity="danger"
          aria-label={t.delete(name)}
          title={t.delete(name)}
          onClick={() => onDelete(member, autosave.cancel)}
        />
      </div>
      {open && (
        <div className="setup-item-body staff-panel-body" id={bodyId}>
          <h3 className="setup-section-title">{t.identity}</h3>
          <StaffIdentityFields member={member} autosave={autosave} />
          <h3 className="setup-section-title">{t.color}</h3>
          <ColorSetting
            idPrefix={`staff-${member.id}`}
            value={color}
            onChange={(next) => {
              if (!next) return;
              setColor(next);
              autosave.schedule({ color: next }, COLOR_DELAY_MS);
            }}
          />
          <h3 className="setup-section-title">
            <label htmlFor={`staff-${member.id}-services`}>{t.services}</label>
          </h3>
          {serviceOptions.length === 0 ? (
            <p className="field-hint">{t.noServices}</p>
          ) : (
            <MultiSelect
              inputId={`staff-${member.id}-services`}
              value={serviceIds}
              options={serviceOptions}
              onChange={(event) => {
                setServiceIds(event.value as string[]);
                autosave.schedule({ serviceIds: event.value as string[] }, COLOR_DELAY_MS);
              }}
              onHide={autosave.flush}
              display="chip"
              placeholder={t.servicesPlaceholder}
              className="staff-services-select"
              filter={serviceOptions.length > 6}
            />
          )}
          <h3 className="setup-section-title">{t.hours}</h3>
          <StaffHoursSection member={member} autosave={autosave} />
          <h3 className="setup-section-title">{t.notes}</h3>
          <RichTextEditor
            id={`staff-${member.id}-notes`}
            label={`${t.notes} – ${name}`}
            value={member.notes}
            onChange={(notes) => autosave.schedule({ notes }, TEXT_DELAY_MS)}
            onBlur={autosave.flush}
          />
          <AutosaveStatus state={autosave.state} />
        </div>
      )}
    </li>
  );
}
