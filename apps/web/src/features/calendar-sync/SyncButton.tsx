import { Button } from 'primereact/button';
import { syncStrings as t } from './calendar-sync.strings';

/**
 * 'Synchronisation', which opens the panel: labelled beside 'Imprimer' on desktop, an icon beside the
 * mini-calendar's on phones (the toolbar's second line is full there).
 */
export function SyncButton({ compact, onOpen }: { compact: boolean; onOpen: () => void }) {
  return compact ? (
    <Button
      className="cal-icon-button cal-sync"
      icon="pi pi-sync"
      rounded
      text
      aria-label={t.button}
      title={t.button}
      onClick={onOpen}
    />
  ) : (
    <Button label={t.button} icon="pi pi-sync" outlined severity="secondary" onClick={onOpen} />
  );
}
