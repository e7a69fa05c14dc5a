import { Button } from 'primereact/button';
import { useEffect, useId, useRef, useState } from 'react';
import { clientsStrings as t } from './clients.strings';

/**
 * The floating menu: 'Ajouter/Client' and 'Importer/Exporter', each with its label shown. A disclosure
 * button and plain buttons rather than PrimeReact's SpeedDial, whose items are menu items outside a menu
 * for assistive technologies.
 */
export function ClientsFab({ onAdd, onImportExport }: { onAdd: () => void; onImportExport: () => void }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const action = (label: string, icon: string, run: () => void) => (
    <li>
      <button
        type="button"
        className="clients-fab-action"
        onClick={() => {
          setOpen(false);
          run();
        }}
      >
        <i className={icon} aria-hidden="true" />
        {label}
      </button>
    </li>
  );
  return (
    <div className={open ? 'clients-fab is-open' : 'clients-fab'} ref={box}>
      {open && (
        <ul id={listId} className="clients-fab-actions">
          {action(t.fab.importExport, 'pi pi-file-import', onImportExport)}
          {action(t.fab.add, 'pi pi-user-plus', onAdd)}
        </ul>
      )}
      <Button
        className="clients-fab-button"
        icon={open ? 'pi pi-times' : 'pi pi-plus'}
        rounded
        aria-label={t.fab.open}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
      />
    </div>
  );
}
