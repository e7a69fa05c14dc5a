import { CLIENTS_CSV_MAX_BYTES, decodeCsvBytes, parseClientsCsv, type ClientsCsvParse } from '@quickrdv/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { RadioButton } from 'primereact/radiobutton';
import { useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { FormOutcome } from '../../ui/FormOutcome';
import { Sidebar } from '../../ui/Sidebar';
import { useMediaQuery } from '../onboarding/use-compact-layout';
import { sessionKey, type SessionReply } from '../session/session.api';
import {
  CLIENTS_CSV_URL,
  clientsKey,
  download,
  uploadClientsCsv,
  type Duplicates,
  type ImportPreview,
  type ImportResult,
} from './clients.api';
import { clientsStrings as t } from './clients.strings';
import { CsvPreviewTable } from './CsvPreviewTable';

const s = t.importExport;

interface Chosen {
  /** Tells two choices of the same file apart (the duplicates check is asked again). */
  id: number;
  name: string;
  bytes: Uint8Array;
  parse: ClientsCsvParse;
}

/**
 * 'Importer/Exporter' (full screen on phones): the export downloads every client as CSV; the import reads
 * the chosen file in the browser for a preview (the same parser as the server), asks the server how many
 * rows are duplicates, then sends the file's bytes, imported in one transaction.
 */
export function ImportExportPanel({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 767px)');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState<Duplicates>('merge');
  const csrfToken = () => queryClient.getQueryData<SessionReply>(sessionKey)?.csrfToken ?? null;

  const check = useQuery({
    // Not under 'clients': refreshing the list after the import must not ask again.
    queryKey: ['clients-import-check', chosen?.id],
    queryFn: () =>
      uploadClientsCsv<ImportPreview>(chosen!.bytes, { duplicates, dryRun: true, csrfToken: csrfToken() }),
    enabled: chosen !== null && chosen.parse.fatal === null,
    staleTime: Infinity,
    retry: false,
  });
  const run = useMutation({
    mutationFn: (file: Chosen) =>
      uploadClientsCsv<ImportResult>(file.bytes, { duplicates, dryRun: false, csrfToken: csrfToken() }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: clientsKey }),
  });

  const choose = async (file: File | undefined) => {
    run.reset();
    setChosen(null);
    setFileError(null);
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) return setFileError(s.wrongType);
    if (file.size > CLIENTS_CSV_MAX_BYTES) return setFileError(s.tooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    setChosen({ id: Date.now(), name: file.name, bytes, parse: parseClientsCsv(decodeCsvBytes(bytes)) });
  };

  const valid = chosen?.parse.rows.filter((r) => r.input).length ?? 0;
  const invalid = (chosen?.parse.rows.length ?? 0) - valid;
  return (
    <Sidebar
      visible
      position="right"
      fullScreen={phone}
      onHide={onClose}
      className="clients-panel clients-import-panel"
      header={<h2 className="clients-panel-title">{s.title}</h2>}
      blockScroll
    >
      <div className="clients-form-body">
        <section className="clients-io-section">
          <h3>{s.exportTitle}</h3>
          <p>{s.exportText}</p>
          <Button
            label={s.exportButton}
            icon="pi pi-download"
            outlined
            onClick={() => download(CLIENTS_CSV_URL)}
          />
        </section>
        <section className="clients-io-section">
          <h3>{s.importTitle}</h3>
          <p>{s.importText}</p>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="clients-file-input"
            aria-label={s.choose}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button
            label={chosen ? s.chooseOther : s.choose}
            icon="pi pi-upload"
            onClick={() => {
              if (input.current) input.current.value = '';
              input.current?.click();
            }}
          />
          {chosen && <p className="clients-file-name">{s.file(chosen.name)}</p>}
          <FormOutcome success={null} error={fileError ?? chosen?.parse.fatal ?? null} />
          {chosen && !chosen.parse.fatal && (
            <>
              <p>{s.summary(chosen.parse.rows.length, valid, invalid)}</p>
              <p className="field-hint">
                {s.columnsFound}{' '}
                {chosen.parse.columns
                  .map((c) => (c.field ? c.header : `${c.header} (${s.ignoredColumn})`))
                  .join(', ')}
              </p>
              {check.data && <p>{s.duplicatesKnown(check.data.duplicates)}</p>}
              {check.error && <p className="field-error">{errorMessage(check.error)}</p>}
              <fieldset className="clients-duplicates">
                <legend>{s.duplicates}</legend>
                {(['merge', 'skip'] as const).map((value) => (
                  <div key={value} className="clients-radio">
                    <RadioButton
                      inputId={`duplicates-${value}`}
                      name="duplicates"
                      value={value}
                      checked={duplicates === value}
                      onChange={() => setDuplicates(value)}
                    />
                    <label htmlFor={`duplicates-${value}`}>{value === 'merge' ? s.merge : s.skip}</label>
                  </div>
                ))}
              </fieldset>
              <CsvPreviewTable parse={chosen.parse} />
              {run.data ? (
                <p className="notice notice-success" role="status">
                  <i className="pi pi-check-circle" aria-hidden="true" />
                  <span>
                    {s.result(run.data.added, run.data.merged, run.data.skipped)}
                    {run.data.invalid > 0 && ` ${s.resultInvalid(run.data.invalid)}`}
                  </span>
                </p>
              ) : (
                <FormOutcome success={null} error={run.error ? errorMessage(run.error) : null} />
              )}
            </>
          )}
        </section>
      </div>
      <div className="clients-panel-actions">
        <Button type="button" label={s.close} outlined severity="secondary" onClick={onClose} />
        {chosen && !chosen.parse.fatal && !run.data && (
          <Button
            type="button"
            label={s.import(valid)}
            icon="pi pi-file-import"
            disabled={valid === 0}
            loading={run.isPending}
            onClick={() => run.mutate(chosen)}
          />
        )}
      </div>
    </Sidebar>
  );
}
