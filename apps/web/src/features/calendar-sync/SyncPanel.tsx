import './calendar-sync.css';
import type { StaffView } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError, Loader } from '../../ui/Loader';
import { SidePanel } from '../calendar/SidePanel';
import { fetchSyncView, syncKeys } from './calendar-sync.api';
import { syncStrings as t } from './calendar-sync.strings';
import { FeedSection } from './FeedSection';
import { ImportedList } from './ImportedList';
import { ImportSection } from './ImportSection';

/**
 * The spec's Google-agenda synchronisation panel, opened from the clients calendar: export (subscription
 * addresses) and import (web address or .ics file), then the imported calendars.
 */
export function SyncPanel({ staff, onClose }: { staff: StaffView[]; onClose: () => void }) {
  const view = useQuery({ queryKey: syncKeys.view, queryFn: fetchSyncView });
  return (
    <SidePanel title={t.title} onClose={onClose} className="sync-panel" holdsForm={false}>
      {view.isPending ? (
        <Loader />
      ) : view.error ? (
        <LoadError error={view.error} onRetry={() => void view.refetch()} />
      ) : (
        <div className="sync-body">
          <FeedSection feeds={view.data.feeds} />
          <ImportSection staff={staff} refreshMinutes={view.data.refreshMinutes} />
          <ImportedList imports={view.data.imports} staff={staff} />
        </div>
      )}
    </SidePanel>
  );
}
