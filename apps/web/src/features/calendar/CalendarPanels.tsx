import type { AppointmentDto, AvailabilityDto, ServiceView, StaffView } from '@quickrdv/core';
import type { AppointmentValues } from './appointments/appointment-form';
import { AppointmentCreatePanel } from './appointments/AppointmentCreatePanel';
import { AppointmentEditPanel } from './appointments/AppointmentEditPanel';
import type { AvailabilityValues } from './availabilities/availability-form';
import { AvailabilityCreatePanel } from './availabilities/AvailabilityCreatePanel';
import { AvailabilityEditPanel } from './availabilities/AvailabilityEditPanel';
import { RapidDeletePanel } from './availabilities/RapidDeletePanel';
import { PhonePreviewPanel } from './PhonePreviewPanel';
import { SyncPanel } from '../calendar-sync/SyncPanel';

/** The side panel open over the calendar, if any. */
export type Panel =
  | { kind: 'create-appointment'; draft: AppointmentValues }
  | { kind: 'edit-appointment'; appointment: AppointmentDto }
  | { kind: 'create-availability'; draft: AvailabilityValues }
  | { kind: 'edit-availability'; availability: AvailabilityDto }
  | { kind: 'rapid-delete' }
  | { kind: 'phone-preview' }
  | { kind: 'sync' };

export function CalendarPanels({
  panel,
  services,
  staff,
  today,
  onClose,
}: {
  panel: Panel | null;
  services: ServiceView[];
  staff: StaffView[];
  today: string;
  onClose: () => void;
}) {
  if (!panel) return null;
  const catalog = { services, staff, onClose };
  switch (panel.kind) {
    case 'create-appointment':
      return <AppointmentCreatePanel draft={panel.draft} today={today} {...catalog} />;
    case 'edit-appointment':
      return <AppointmentEditPanel appointment={panel.appointment} today={today} {...catalog} />;
    case 'create-availability':
      return <AvailabilityCreatePanel draft={panel.draft} {...catalog} />;
    case 'edit-availability':
      return <AvailabilityEditPanel availability={panel.availability} {...catalog} />;
    case 'rapid-delete':
      return <RapidDeletePanel onClose={onClose} />;
    case 'phone-preview':
      return <PhonePreviewPanel onClose={onClose} />;
    case 'sync':
      return <SyncPanel staff={staff} onClose={onClose} />;
  }
}
