import { calendarMessages } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Link } from 'react-router';
import { useProBase } from '../../pro-space/base-context';
import { calendarStrings as t } from '../calendar.strings';

/** The free plan's limit, as the specification words it, with the way to the plans. */
export function QuotaDialog({ onClose }: { onClose: () => void }) {
  const { path } = useProBase();
  const footer = (
    <div className="dialog-actions">
      <Button label={t.actions.close} outlined severity="secondary" onClick={onClose} />
      <Link to={path('compteAbonnement')} className="p-button">
        <i className="pi pi-star" aria-hidden="true" />
        {t.quota.plans}
      </Link>
    </div>
  );
  return (
    <Dialog
      visible
      header={t.quota.header}
      onHide={onClose}
      footer={footer}
      style={{ width: '32rem' }}
      breakpoints={{ '640px': '94vw' }}
      className="cal-quota-dialog"
    >
      <p className="dialog-text">{calendarMessages.freePlanLimit}</p>
    </Dialog>
  );
}
