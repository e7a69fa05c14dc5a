import { formatEuros, type ServiceUpdateInput, type ServiceView } from '@quickrdv/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';
import { replaceCachedService } from './service-cache';
import { updateService } from './services.api';
import { ServiceEditRow } from './ServiceEditRow';
import { ServiceSettings, type StaffOption } from './ServiceSettings';
import { servicesStrings as t } from './services.strings';
import { useAutosave } from './use-autosave';
import { AutosaveStatus } from './AutosaveStatus';

/**
 * One service: a header (colour, name, category, amount, duration, delete) that opens its settings. On
 * large screens a chevron, at 1200px or less a gear, as the specification draws them.
 */
export function ServiceCard({
  service,
  categories,
  staffOptions,
  showStaff,
  compact,
  onDelete,
}: {
  service: ServiceView;
  categories: string[];
  staffOptions: StaffOption[];
  showStaff: boolean;
  compact: boolean;
  onDelete: (service: ServiceView, cancelPendingSaves: () => void) => void;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const autosave = useAutosave<ServiceUpdateInput>((patch, options) =>
    updateService(service.id, patch, options).then(
      (saved) => replaceCachedService(queryClient, saved),
      (error: unknown) => {
        notify('error', errorMessage(error));
        throw error;
      },
    ),
  );
  // The name, amount... row saves with its tick: collapsing over unsaved changes there asks first.
  const discardRef = useRef<(() => Promise<boolean>) | null>(null);
  const toggle = async () => {
    if (open) {
      if (discardRef.current && !(await discardRef.current())) return;
      autosave.flush();
    }
    setOpen(!open);
  };
  const bodyId = `service-${service.id}-settings`;
  const toggleIcon = compact ? 'pi pi-cog' : open ? 'pi pi-chevron-up' : 'pi pi-chevron-down';

  return (
    <li className={open ? 'card setup-item service-card service-card-open' : 'card setup-item service-card'}>
      <div className="setup-item-head">
        <button
          type="button"
          className="setup-item-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? t.collapse(service.name) : t.expand(service.name)}
          onClick={() => void toggle()}
        >
          <span
            className={service.color ? 'setup-swatch' : 'setup-swatch setup-swatch-none'}
            style={service.color ? { background: `#${service.color}` } : undefined}
            aria-hidden="true"
            data-testid="service-swatch"
          />
          <span className="service-card-title">
            <strong>{service.name}</strong>
            <span className="service-card-category">{service.category ?? t.noCategory}</span>
          </span>
          <span className="service-card-facts">
            <span className="service-card-amount">{formatEuros(service.amountCents)}</span>
            <span className="service-card-duration">
              <i className="pi pi-clock" aria-hidden="true" /> {t.minutes(service.durationMinutes)}
            </span>
          </span>
          <i className={`service-card-chevron ${toggleIcon}`} aria-hidden="true" />
        </button>
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          severity="danger"
          aria-label={t.delete(service.name)}
          title={t.delete(service.name)}
          onClick={() => onDelete(service, autosave.cancel)}
        />
      </div>
      {open && (
        <div className="setup-item-body" id={bodyId}>
          <ServiceEditRow service={service} categories={categories} discardRef={discardRef} />
          <ServiceSettings
            service={service}
            autosave={autosave}
            staffOptions={staffOptions}
            showStaff={showStaff}
          />
          <AutosaveStatus state={autosave.state} />
        </div>
      )}
    </li>
  );
}
