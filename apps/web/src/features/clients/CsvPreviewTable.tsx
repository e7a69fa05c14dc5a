import type { ClientsCsvParse } from '@quickrdv/core';
import { Paginator } from 'primereact/paginator';
import { useState } from 'react';
import { clientsStrings as t } from './clients.strings';

const PAGE = 10;
const s = t.importExport;

/** The file's rows as they will be imported, 10 a page; a row with errors lists them instead. */
export function CsvPreviewTable({ parse }: { parse: ClientsCsvParse }) {
  const [first, setFirst] = useState(0);
  const rows = parse.rows.slice(first, first + PAGE);
  return (
    <div className="clients-preview">
      <h4>{s.preview}</h4>
      <div className="clients-preview-scroll">
        <table className="clients-preview-table">
          <thead>
            <tr>
              <th scope="col">{s.line}</th>
              <th scope="col">{t.columns.nom}</th>
              <th scope="col">{t.columns.prenom}</th>
              <th scope="col">{t.columns.tel}</th>
              <th scope="col">{t.columns.mail}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) =>
              row.input ? (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.input.nom}</td>
                  <td>{row.input.prenom}</td>
                  <td>{row.input.telPortable}</td>
                  <td className="break-anywhere">{row.input.email}</td>
                </tr>
              ) : (
                <tr key={row.line} className="clients-preview-invalid">
                  <td>{row.line}</td>
                  <td colSpan={4}>
                    <ul>
                      {row.errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      {parse.rows.length > PAGE && (
        <Paginator
          first={first}
          rows={PAGE}
          totalRecords={parse.rows.length}
          onPageChange={(event) => setFirst(event.first)}
          template="PrevPageLink CurrentPageReport NextPageLink"
          currentPageReportTemplate={`${s.page} {currentPage} / {totalPages}`}
        />
      )}
    </div>
  );
}
