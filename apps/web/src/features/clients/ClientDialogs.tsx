import type { ClientDto, ClientListItemDto } from '@quickrdv/core';
import { lazy, Suspense } from 'react';
import { ClientFormPanel } from './ClientFormPanel';
import { DeleteClientDialog } from './DeleteClientDialog';
import { EraseClientDialog } from './EraseClientDialog';
import { SmsDialog } from './SmsDialog';

// The import panel brings the CSV parser: fetched only when the panel is opened.
const ImportExportPanel = lazy(() =>
  import('./ImportExportPanel').then((m) => ({ default: m.ImportExportPanel })),
);

/** What the list is doing: one panel or dialog at a time. */
export type ClientAction =
  | { kind: 'add' }
  | { kind: 'import' }
  | { kind: 'edit'; client: ClientDto }
  | { kind: 'sms' | 'delete' | 'erase'; client: ClientListItemDto };

/** The open panel or dialog of the list, if any. */
export function ClientDialogs({ action, onClose }: { action: ClientAction | null; onClose: () => void }) {
  if (!action) return null;
  switch (action.kind) {
    case 'add':
      return <ClientFormPanel client={null} onClose={onClose} />;
    case 'edit':
      return <ClientFormPanel key={action.client.id} client={action.client} onClose={onClose} />;
    case 'sms':
      return <SmsDialog client={action.client} onClose={onClose} />;
    case 'delete':
      return <DeleteClientDialog client={action.client} onClose={onClose} />;
    case 'erase':
      return <EraseClientDialog client={action.client} onClose={onClose} />;
    case 'import':
      return (
        <Suspense fallback={null}>
          <ImportExportPanel onClose={onClose} />
        </Suspense>
      );
  }
}
