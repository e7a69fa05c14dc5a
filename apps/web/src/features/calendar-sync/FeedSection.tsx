import type { FeedOptions, FeedView } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { confirmDanger } from '../../ui/confirm-danger';
import { useNotify } from '../../ui/toast';
import { CopyField } from '../widget-preview/CopyField';
import { regenerateFeed, syncKeys, updateFeed } from './calendar-sync.api';
import { syncStrings as t } from './calendar-sync.strings';
import { SyncSection } from './SyncSection';

/**
 * Export: the secret subscription address of the whole salon or of one staff member (chosen in a list, so
 * the panel stays short with a large team), to copy or to open as webcal://, what it shows, and
 * 'Régénérer' after a confirmation.
 */
export function FeedSection({ feeds }: { feeds: FeedView[] }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState('all');
  const feed = feeds.find((f) => f.scope === scope) ?? feeds[0]!;
  const refresh = () => queryClient.invalidateQueries({ queryKey: syncKeys.view });
  const onError = (error: unknown) => notify('error', errorMessage(error), t.errorTitle);
  const options = useMutation({
    mutationFn: (o: FeedOptions) => updateFeed(feed.scope, o),
    onSuccess: () => {
      void refresh();
      notify('success', t.optionsSaved);
    },
    onError,
  });
  const regenerate = useMutation({
    mutationFn: () => regenerateFeed(feed.scope),
    onSuccess: () => {
      void refresh();
      notify('success', t.regenerated);
    },
    onError,
  });
  const confirmRegenerate = () =>
    confirmDanger({
      header: t.regenerateHeader,
      message: t.regenerateMessage,
      acceptLabel: t.regenerateAccept,
      rejectLabel: t.regenerateReject,
      accept: () => regenerate.mutate(),
    });
  const toggle = (key: keyof FeedOptions, checked: boolean) =>
    options.mutate({
      showClient: feed.showClient,
      includeAvailabilities: feed.includeAvailabilities,
      [key]: checked,
    });

  return (
    <SyncSection id="sync-export" icon="pi pi-upload" title={t.exportTitle} hint={t.exportHint}>
      {feeds.length > 1 && (
        <div className="field">
          <label htmlFor="sync-feed-scope">{t.feedScopeLabel}</label>
          <Dropdown
            inputId="sync-feed-scope"
            value={feed.scope}
            options={feeds.map((f) => ({ label: f.label, value: f.scope }))}
            onChange={(e) => setScope(String(e.value))}
          />
        </div>
      )}
      <CopyField label={t.urlLabel(feed.label)} value={feed.url} />
      <div className="sync-actions">
        <a className="p-button p-component sync-subscribe" href={feed.webcalUrl} title={t.subscribeHint}>
          <i className="pi pi-calendar-plus" aria-hidden="true" />
          <span>{t.subscribe}</span>
        </a>
        <Button
          type="button"
          label={t.regenerate}
          icon="pi pi-refresh"
          outlined
          severity="secondary"
          loading={regenerate.isPending}
          onClick={confirmRegenerate}
        />
      </div>
      <div className="sync-options">
        {(['showClient', 'includeAvailabilities'] as const).map((key) => (
          <label key={key} className="sync-check">
            <Checkbox
              inputId={`sync-${key}`}
              checked={feed[key]}
              disabled={options.isPending}
              onChange={(e) => toggle(key, Boolean(e.checked))}
            />
            <span>{t[key]}</span>
          </label>
        ))}
      </div>
    </SyncSection>
  );
}
