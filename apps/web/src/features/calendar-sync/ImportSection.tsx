import { calendarSyncMessages as m, type StaffView } from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';
import { calendarKeys } from '../calendar/calendar.api';
import { colorItem, type ColorOption } from '../calendar/staff-options';
import { importFromFile, importFromUrl, syncKeys } from './calendar-sync.api';
import { syncStrings as t } from './calendar-sync.strings';
import { SyncSection } from './SyncSection';

type Source = 'url' | 'file';
const sources: { label: string; value: Source }[] = [
  { label: t.fromUrl, value: 'url' },
  { label: t.fromFile, value: 'file' },
];

/**
 * Import: a calendar's web address (read again on a schedule) or an .ics file, for the staff member it
 * belongs to. Failures come back from the server in French: under the field, and as the spec's 'Erreur'
 * toast for an empty address.
 */
export function ImportSection({ staff, refreshMinutes }: { staff: StaffView[]; refreshMinutes: number }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [staffId, setStaffId] = useState<string | null>(staff.length === 1 ? staff[0]!.id : null);
  const [source, setSource] = useState<Source>('url');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options: ColorOption[] = staff.map((s) => ({
    label: `${s.prenom} ${s.nom}`.trim(),
    value: s.id,
    color: s.color,
  }));

  const run = useMutation({
    mutationFn: () => (source === 'url' ? importFromUrl(staffId!, url) : importFromFile(staffId!, file!)),
    onSuccess: (view) => {
      setErrors({});
      setUrl('');
      setFile(null);
      setFileKey((k) => k + 1);
      notify('success', t.imported(view.name, view.eventCount));
      void queryClient.invalidateQueries({ queryKey: syncKeys.view });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.availabilities });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(fields);
      notify('error', errorMessage(error), t.errorTitle);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!staffId) found.staffId = m.staffRequired;
    if (source === 'url' && !url.trim()) {
      // The specification's message, as a toast titled 'Erreur' (3 s).
      notify('error', m.urlRequired, t.errorTitle);
      found.url = m.urlRequired;
    }
    if (source === 'file' && !file) found.file = m.fileRequired;
    setErrors(found);
    if (Object.keys(found).length === 0) run.mutate();
  };

  return (
    <SyncSection id="sync-import" icon="pi pi-download" title={t.importTitle} hint={t.importHint}>
      <form className="sync-import-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="sync-import-staff">{t.staffLabel}</label>
          <Dropdown
            inputId="sync-import-staff"
            value={staffId}
            options={options}
            placeholder={t.staffPlaceholder}
            itemTemplate={colorItem}
            onChange={(e) => setStaffId(e.value as string)}
            invalid={Boolean(errors.staffId)}
          />
          {errors.staffId && (
            <small className="field-error" role="alert">
              {errors.staffId}
            </small>
          )}
        </div>
        <SelectButton
          className="sync-source"
          value={source}
          options={sources}
          allowEmpty={false}
          onChange={(e) => {
            if (e.value) setSource(e.value as Source);
            setErrors({});
          }}
        />
        {source === 'url' ? (
          <div className="field">
            <label htmlFor="sync-import-url">{t.urlFieldLabel}</label>
            <InputText
              id="sync-import-url"
              type="url"
              inputMode="url"
              value={url}
              placeholder={t.urlPlaceholder}
              onChange={(e) => setUrl(e.target.value)}
              invalid={Boolean(errors.url)}
              aria-describedby="sync-import-url-help"
            />
            {errors.url ? (
              <small className="field-error" role="alert">
                {errors.url}
              </small>
            ) : (
              <small id="sync-import-url-help" className="field-hint">
                {t.urlHelp(refreshMinutes)}
              </small>
            )}
          </div>
        ) : (
          <div className="field">
            <span className="sync-file-label" id="sync-import-file-label">
              {t.fileFieldLabel}
            </span>
            {/* The browser's own button speaks the browser's language: ours says it in French. */}
            <label htmlFor="sync-import-file" className="sync-file-pick">
              <span className="p-button p-button-outlined p-button-secondary p-button-sm">
                <i className="pi pi-paperclip" aria-hidden="true" /> {t.chooseFile}
              </span>
              <span className="sync-file-name">{file ? file.name : t.noFile}</span>
            </label>
            <input
              key={fileKey}
              id="sync-import-file"
              className="sync-file-input"
              type="file"
              accept=".ics,text/calendar"
              required
              aria-labelledby="sync-import-file-label"
              aria-invalid={Boolean(errors.file)}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            {errors.file && (
              <small className="field-error" role="alert">
                {errors.file}
              </small>
            )}
          </div>
        )}
        <Button type="submit" label={t.importButton} icon="pi pi-download" loading={run.isPending} />
      </form>
    </SyncSection>
  );
}
