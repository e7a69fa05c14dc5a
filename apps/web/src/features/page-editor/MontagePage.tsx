import './page-editor.css';
import '../public-profile/public-profile.css';
import {
  queueChange,
  resetPageLayout,
  withPending,
  type PageLayout,
  type PageLayoutState,
  type PendingChanges,
} from '@quickrdv/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useNotify } from '../../ui/toast';
import { COMPACT_QUERY } from '../onboarding/use-compact-layout';
import { fetchPublicProfile, publicProfileKey } from '../public-profile/public-profile.api';
import { pageClass, pageStyle } from '../public-profile/page-style';
import { AnchorMenu } from './AnchorMenu';
import { EditableSections } from './EditableSections';
import { EditorSidebar } from './EditorSidebar';
import { fetchPageLayout, pageLayoutKey, savePageLayout } from './page-editor.api';
import { pageEditorStrings as t } from './page-editor.strings';

/** {base}/montage: the public page in edit mode, with 'Personnaliser la page'. */
export function MontagePage() {
  usePageTitle(t.pageTitle);
  const state = useQuery({ queryKey: pageLayoutKey, queryFn: fetchPageLayout });
  const slug = state.data?.slug ?? '';
  const profile = useQuery({
    queryKey: publicProfileKey(slug),
    queryFn: () => fetchPublicProfile(slug),
    enabled: Boolean(slug),
  });
  if (state.isError) return <LoadError error={state.error} onRetry={() => void state.refetch()} />;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!state.data || !profile.data) return <Loader />;
  return <Editor saved={state.data} profile={profile.data} />;
}

function Editor({
  saved,
  profile,
}: {
  saved: PageLayoutState;
  profile: Parameters<typeof EditableSections>[0]['profile'];
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingChanges>({});
  const [open, setOpen] = useState(() => !window.matchMedia(COMPACT_QUERY).matches);
  const [stale, setStale] = useState(false);
  const layout = withPending(saved.layout, pending);
  const count = Object.keys(pending).length;
  useUnsavedChanges(count > 0);

  const change = <K extends keyof PageLayout>(key: K, value: PageLayout[K]) =>
    setPending((q) => queueChange(q, key, value));

  const save = useMutation({
    mutationFn: () => savePageLayout(layout, saved.version),
    onSuccess: (next) => {
      queryClient.setQueryData(pageLayoutKey, next);
      void queryClient.invalidateQueries({ queryKey: publicProfileKey(saved.slug) });
      setPending({});
      notify('success', t.saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setStale(true);
      notify('error', errorMessage(error));
    },
  });
  const discard = () => {
    setPending({});
    notify('info', t.discarded);
  };
  const reload = () => {
    setPending({});
    setStale(false);
    void queryClient.invalidateQueries({ queryKey: pageLayoutKey });
  };
  const close = () => {
    // At the spec's mobile width (1200px or less) the snackbar asks instead
    // ('Enregistrer les modifications ?' OUI / NON).
    if (!count || window.matchMedia(COMPACT_QUERY).matches) return setOpen(false);
    confirmDialog({
      header: t.confirmTitle,
      message: t.confirmText(count),
      icon: 'pi pi-question-circle',
      acceptLabel: t.confirmYes,
      rejectLabel: t.confirmNo,
      rejectClassName: 'p-button-outlined p-button-secondary',
      accept: () => {
        save.mutate();
        setOpen(false);
      },
      reject: () => {
        discard();
        setOpen(false);
      },
    });
  };

  return (
    <div className={`me-editor${open ? ' me-editor-open' : ''}`}>
      {open && (
        <EditorSidebar
          layout={layout}
          pending={pending}
          slug={saved.slug}
          saving={save.isPending}
          onChange={change}
          onReset={() => {
            // What differs from the saved page becomes the pending changes; nothing else is queued.
            const reset = resetPageLayout(layout);
            const keys = Object.keys(reset) as (keyof PageLayout)[];
            setPending(
              Object.fromEntries(
                keys
                  .filter((k) => JSON.stringify(reset[k]) !== JSON.stringify(saved.layout[k]))
                  .map((k) => [k, reset[k]]),
              ) as PendingChanges,
            );
            notify('info', t.resetDone);
          }}
          onSave={() => save.mutate()}
          onClose={close}
        />
      )}
      <div className="me-canvas-wrap">
        <div className="me-toolbar">
          {!open && (
            <Button type="button" icon="pi pi-palette" label={t.customise} onClick={() => setOpen(true)} />
          )}
          <AnchorMenu layout={layout} />
        </div>
        {stale && (
          <p className="notice notice-warn me-stale" role="alert">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" />
            <span>{errorMessage(save.error)}</span>
            <Button type="button" size="small" label={t.reload} onClick={reload} />
          </p>
        )}
        <p className="me-hint">{t.editHint}</p>
        <div className={`${pageClass(layout)} me-canvas`} style={pageStyle(layout)}>
          {layout.logoUrl && (
            <header className="pp-topbar">
              <div className="pp-topbar-inner">
                <img className="pp-logo" src={layout.logoUrl} alt={profile.business.nomSociete} />
              </div>
            </header>
          )}
          <main className="pp-main">
            <EditableSections profile={profile} layout={layout} onSections={(s) => change('sections', s)} />
          </main>
        </div>
      </div>
      <ConfirmDialog breakpoints={{ '640px': '92vw' }} style={{ width: '30rem' }} />
      {count > 0 && (
        <div className="me-snackbar" role="status">
          <span>{t.snackbar}</span>
          <Button
            type="button"
            size="small"
            label={t.yes}
            loading={save.isPending}
            onClick={() => save.mutate()}
          />
          <Button type="button" size="small" text label={t.no} onClick={discard} />
        </div>
      )}
    </div>
  );
}
