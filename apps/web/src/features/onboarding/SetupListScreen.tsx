import './setup-screens.css';
import type { UseQueryResult } from '@tanstack/react-query';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { ReactNode } from 'react';
import { LoadError, Loader } from '../../ui/Loader';
import { MobileAddPanel } from '../../ui/MobileAddPanel';
import { useCompactLayout } from './use-compact-layout';
import { useWizard } from './wizard';
import { WizardNext } from './WizardNext';

/**
 * The frame of the list screens (services, staff), on their own or as a wizard step: title, the add form
 * (in a full-screen panel opened by a floating button at 1200px or less), the count, then the rows.
 */
export function SetupListScreen<Data extends { total: number }>(props: {
  pageClass: string;
  title: string;
  intro?: ReactNode;
  addTitle: string;
  addForm: (idPrefix: string) => ReactNode;
  addIdPrefix: string;
  addOpen: boolean;
  onAddOpenChange: (open: boolean) => void;
  list: UseQueryResult<Data>;
  totalLabel: (total: number) => string;
  emptyIcon: string;
  empty: string;
  emptyCompact: string;
  rows: (data: Data) => ReactNode;
  noneYet: string;
  dialogWidth: string;
}) {
  const wizard = useWizard();
  const compact = useCompactLayout();
  const { list } = props;
  const total = list.data?.total ?? 0;
  return (
    <section
      className={
        compact ? `setup-screen setup-screen-with-fab ${props.pageClass}` : `setup-screen ${props.pageClass}`
      }
    >
      <header className="setup-header">
        <h1 className="page-title">{props.title}</h1>
      </header>
      {props.intro}
      {!compact && (
        <div className="card setup-card-form">
          <h2>{props.addTitle}</h2>
          {props.addForm(props.addIdPrefix)}
        </div>
      )}
      {list.isPending ? (
        <Loader />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <h2 className="setup-total">{props.totalLabel(total)}</h2>
          {total === 0 ? (
            <div className="setup-empty">
              <i className={`pi ${props.emptyIcon}`} aria-hidden="true" />
              <p>{compact ? props.emptyCompact : props.empty}</p>
            </div>
          ) : (
            <ul className="setup-list">{props.rows(list.data)}</ul>
          )}
        </>
      )}
      {wizard && (
        <WizardNext wizard={wizard} resetKey={total} onNext={() => (total > 0 ? true : props.noneYet)} />
      )}
      {compact && (
        <MobileAddPanel title={props.addTitle} open={props.addOpen} onOpenChange={props.onAddOpenChange}>
          {props.addForm(`${props.addIdPrefix}-panel`)}
        </MobileAddPanel>
      )}
      <ConfirmDialog breakpoints={{ '640px': '92vw' }} style={{ width: props.dialogWidth }} />
    </section>
  );
}
