import type { MenuItem } from 'primereact/menuitem';
import { SpeedDial } from 'primereact/speeddial';
import { calendarStrings as t } from '../calendar.strings';
import type { ViewKey } from '../calendar-views';
import type { CalendarMode } from './calendar-events';

/**
 * The phone's floating menu: the other calendar, the four views (labels as the specification names them),
 * the phone preview and, in the availability calendar, the rapid deletion. Each action shows its label next
 * to its icon.
 */
export function CalendarSpeedDial({
  mode,
  view,
  onMode,
  onView,
  onRapidDelete,
  onPhonePreview,
}: {
  mode: CalendarMode;
  view: ViewKey;
  onMode: (mode: CalendarMode) => void;
  onView: (view: ViewKey) => void;
  onRapidDelete: () => void;
  onPhonePreview: () => void;
}) {
  const viewItem = (key: ViewKey, label: string, icon: string): MenuItem => ({
    label,
    icon,
    className: view === key ? 'is-active' : undefined,
    command: () => onView(key),
  });
  const model: MenuItem[] = [
    mode === 'clients'
      ? { label: t.speedDial.toDispo, icon: 'pi pi-calendar-plus', command: () => onMode('dispo') }
      : { label: t.speedDial.toClients, icon: 'pi pi-users', command: () => onMode('clients') },
    viewItem('staff', t.speedDial.staff, 'pi pi-id-card'),
    viewItem('day', t.speedDial.day, 'pi pi-list'),
    viewItem('fourDays', t.speedDial.fourDays, 'pi pi-th-large'),
    viewItem('month', t.speedDial.month, 'pi pi-table'),
  ];
  model.push({ label: t.phonePreview, icon: 'pi pi-mobile', command: onPhonePreview });
  if (mode === 'dispo')
    model.push({ label: t.speedDial.rapidDelete, icon: 'pi pi-trash', command: onRapidDelete });
  return (
    <SpeedDial
      className="cal-speed-dial"
      model={model}
      direction="up"
      showIcon="pi pi-bars"
      hideIcon="pi pi-times"
      buttonClassName="cal-speed-dial-button"
      aria-label={t.speedDial.open}
    />
  );
}
