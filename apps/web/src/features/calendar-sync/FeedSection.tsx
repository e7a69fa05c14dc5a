import type { FeedOptions, FeedView } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { confirmDialog } from 'primereact/confirmdialog';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';
import { CopyField } from '../widget-preview/CopyField';
import { regenerateFeed, syncKeys, updateFeed } from './calendar-sync.api';
import { syncStrings as t } from './calendar-sync.strings';

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
    confirmDialog({
      header: t.regenerateHeader,
      message: t.regenerateMessage,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t.regenerateAccept,
      rejectLabel: t.regenerateReject,
      acceptClassName: 'p-button-danger',
      rejectClassName: 'p-button-outlined p-button-secondary',
      defaultFocus: 'reject',
      accept: () => regenerate.mutate(),
    });
  const toggle = (key: keyof FeedOptions, checked: boolean) =>
    options.mutate({
      showClient: feed.showClient,
      includeAvailabilities: feed.includeAvailabilities,
      [key]: checked,
    });

  return (
    <section className="sync-section" aria-labelledby="sync-export-title">
      <h3 id="sync-export-title" className="sync-section-title">
        <i className="pi pi-upload" aria-hidden="true" /> {t.exportTitle}
      </h3>
      <p className="sync-hint">{t.exportHint}</p>
      {feeds.length > 1 && (
        <div className="field">
          <label htmlFor="sync-feed-scope">{t.staffLabel}</label>
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
        <label className="sync-check">
          <Checkbox
            inputId="sync-show-client"
            checked={feed.showClient}
            disabled={options.isPending}
            onChange={(e) => toggle('showClient', Boolean(e.checked))}
          />
          <span>{t.showClient}</span>
        </label>
        <label className="sync-check">
          <Checkbox
            inputId="sync-include-availabilities"
            checked={feed.includeAvailabilities}
            disabled={options.isPending}
            onChange={(e) => toggle('includeAvailabilities', Boolean(e.checked))}
          />
          <span>{t.includeAvailabilities}</span>
        </label>
      </div>
    </section>
  );
}
