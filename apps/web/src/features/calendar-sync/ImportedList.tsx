import type { ImportView, StaffView } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { errorMessage } from '../../lib/api-client';
import { confirmDanger } from '../../ui/confirm-danger';
import { useNotify } from '../../ui/toast';
import { calendarKeys } from '../calendar/calendar.api';
import { cssColor } from '../calendar/colors';
import { removeImport, syncKeys } from './calendar-sync.api';
import { syncStrings as t } from './calendar-sync.strings';
import { SyncSection } from './SyncSection';

const when = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** The imported calendars: whose, from where, how many events, the last failure if any, and 'Retirer'. */
export function ImportedList({ imports, staff }: { imports: ImportView[]; staff: StaffView[] }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: removeImport,
    onSuccess: () => {
      notify('success', t.removed);
      void queryClient.invalidateQueries({ queryKey: syncKeys.view });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.availabilities });
    },
    onError: (error) => notify('error', errorMessage(error), t.errorTitle),
  });
  const confirmRemove = (i: ImportView) =>
    confirmDanger({
      header: t.removeHeader,
      message: t.removeMessage(i.name),
      acceptLabel: t.remove,
      rejectLabel: t.regenerateReject,
      accept: () => remove.mutate(i.id),
    });

  return (
    <SyncSection id="sync-imported" icon="pi pi-list" title={t.importedTitle}>
      {imports.length === 0 ? (
        <p className="sync-hint">{t.noImport}</p>
      ) : (
        <ul className="sync-imports">
          {imports.map((i) => {
            const owner = staff.find((s) => s.id === i.staffId);
            return (
              <li key={i.id} className="sync-import">
                <span
                  className="cal-dot"
                  style={{ background: owner ? cssColor(owner.color) : '#808080' }}
                  aria-hidden="true"
                />
                <div className="sync-import-text">
                  <strong>{i.name}</strong>
                  <span className="sync-import-meta">
                    {[
                      owner ? `${owner.prenom} ${owner.nom}`.trim() : '',
                      i.sourceUrl ? t.fromUrlTag : t.fromFileTag,
                      t.events(i.eventCount),
                      t.refreshedAt(when(i.refreshedAt)),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {i.lastError && <span className="sync-import-error">{t.lastError(i.lastError)}</span>}
                </div>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  rounded
                  text
                  severity="danger"
                  aria-label={t.removeLabel(i.name)}
                  title={t.remove}
                  onClick={() => confirmRemove(i)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </SyncSection>
  );
}
