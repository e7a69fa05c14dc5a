import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { SelectButton } from 'primereact/selectbutton';
import { SyncButton } from '../../calendar-sync/SyncButton';
import { calendarStrings as t } from '../calendar.strings';
import type { Panel } from '../CalendarPanels';
import type { CalendarMode } from './calendar-events';
import type { ColorBy } from './use-color-by';

const modeOptions: { label: string; value: CalendarMode }[] = [
  { label: t.modes.clients, value: 'clients' },
  { label: t.modes.dispo, value: 'dispo' },
];

/**
 * The desktop header's actions: colour by service and 'Synchronisation' (clients calendar), 'Aperçu mobile',
 * 'Imprimer', the rapid deletion (availabilities calendar) and the switch between the two calendars.
 */
export function CalendarHeaderActions({
  mode,
  colorBy,
  onColorBy,
  onPanel,
  onMode,
}: {
  mode: CalendarMode;
  colorBy: ColorBy;
  onColorBy: (value: ColorBy) => void;
  onPanel: (panel: Panel) => void;
  onMode: (mode: CalendarMode) => void;
}) {
  return (
    <div className="cal-header-actions">
      {mode === 'clients' && (
        <label className="cal-color-by">
          <Checkbox
            inputId="cal-color-by"
            checked={colorBy === 'service'}
            onChange={(event) => onColorBy(event.checked ? 'service' : 'staff')}
          />
          <span>{t.colorByService}</span>
        </label>
      )}
      {mode === 'clients' && <SyncButton compact={false} onOpen={() => onPanel({ kind: 'sync' })} />}
      <Button
        label={t.phonePreview}
        icon="pi pi-mobile"
        outlined
        severity="secondary"
        onClick={() => onPanel({ kind: 'phone-preview' })}
      />
      <Button
        label={t.print}
        icon="pi pi-print"
        outlined
        severity="secondary"
        onClick={() => window.print()}
      />
      {mode === 'dispo' && (
        <Button
          label={t.rapidDeleteButton}
          icon="pi pi-trash"
          outlined
          severity="danger"
          onClick={() => onPanel({ kind: 'rapid-delete' })}
        />
      )}
      <SelectButton
        className="cal-modes"
        aria-label={t.modes.label}
        value={mode}
        options={modeOptions}
        allowEmpty={false}
        onChange={(event) => {
          if (event.value) onMode(event.value as CalendarMode);
        }}
      />
    </div>
  );
}
