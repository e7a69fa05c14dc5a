import '../onboarding/setup-screens.css';
import './staff.css';
import {
  staffDeletionWarning,
  staffMessages,
  staffTotalLabel,
  type StaffList,
  type StaffView,
} from '@quickrdv/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useNotify } from '../../ui/toast';
import { useCompactLayout } from '../onboarding/use-compact-layout';
import { useWizard } from '../onboarding/wizard';
import { WizardNext } from '../onboarding/WizardNext';
import { fetchServices, servicesKey } from '../services/services.api';
import { deleteStaff, fetchStaff, fetchStaffImpact, staffKey } from './staff.api';
import { StaffAddForm, useStaffAdd } from './StaffAddForm';
import { StaffPanel } from './StaffPanel';
import { staffStrings as t } from './staff.strings';
import { MobileAddPanel } from '../../ui/MobileAddPanel';

/** 'MON PERSONNEL' ({base}/monpersonnel and the wizard's last step). */
export function StaffPage() {
  usePageTitle(t.pageTitle);
  const wizard = useWizard();
  const compact = useCompactLayout();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [addOpen, setAddOpen] = useState(false);
  const add = useStaffAdd(() => setAddOpen(false));
  const staff = useQuery({ queryKey: staffKey, queryFn: fetchStaff });
  const services = useQuery({ queryKey: servicesKey, queryFn: fetchServices });
  const serviceOptions = (services.data?.services ?? []).map((s) => ({ label: s.name, value: s.id }));

  const remove = useMutation({
    mutationFn: deleteStaff,
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<StaffList>(staffKey, (list) =>
        list ? { staff: list.staff.filter((s) => s.id !== id), total: list.total - 1 } : list,
      );
      notify('info', staffMessages.deleted);
      void queryClient.invalidateQueries({ queryKey: servicesKey });
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  const confirmDelete = async (member: StaffView, cancelPendingSaves: () => void) => {
    let futureAppointments: number;
    try {
      ({ futureAppointments } = await fetchStaffImpact(member.id));
    } catch (error) {
      notify('error', errorMessage(error));
      return;
    }
    confirmDialog({
      header: staffMessages.deleteHeader,
      message: staffDeletionWarning(futureAppointments),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t.yes,
      rejectLabel: t.no,
      acceptClassName: 'p-button-danger',
      rejectClassName: 'p-button-outlined p-button-secondary',
      defaultFocus: 'reject',
      accept: () => {
        cancelPendingSaves();
        remove.mutate(member.id);
      },
      reject: () => notify('warn', staffMessages.deletionRejected),
      onHide: (result) => {
        if (result === 'cancel') notify('warn', staffMessages.deletionRejected);
      },
    });
  };

  const total = staff.data?.total ?? 0;
  return (
    <section
      className={compact ? 'setup-screen setup-screen-with-fab staff-page' : 'setup-screen staff-page'}
    >
      <header className="setup-header">
        <h1 className="page-title">{t.title}</h1>
      </header>
      {!compact && (
        <div className="card setup-card-form">
          <h2>{t.addTitle}</h2>
          <StaffAddForm idPrefix="staff-add" add={add} />
        </div>
      )}
      {staff.isPending ? (
        <Loader />
      ) : staff.isError ? (
        <LoadError error={staff.error} onRetry={() => void staff.refetch()} />
      ) : (
        <>
          <h2 className="setup-total">{staffTotalLabel(total)}</h2>
          {total === 0 ? (
            <div className="setup-empty">
              <i className="pi pi-users" aria-hidden="true" />
              <p>{compact ? t.emptyCompact : t.empty}</p>
            </div>
          ) : (
            <ul className="setup-list">
              {staff.data.staff.map((member) => (
                <StaffPanel
                  key={member.id}
                  member={member}
                  serviceOptions={serviceOptions}
                  onDelete={(m, cancel) => void confirmDelete(m, cancel)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      {wizard && (
        <WizardNext
          wizard={wizard}
          resetKey={total}
          onNext={() => (total > 0 ? true : staffMessages.noStaff)}
        />
      )}
      {compact && (
        <MobileAddPanel title={t.addTitle} open={addOpen} onOpenChange={setAddOpen}>
          <StaffAddForm idPrefix="staff-add-panel" add={add} />
        </MobileAddPanel>
      )}
      <ConfirmDialog breakpoints={{ '640px': '92vw' }} style={{ width: '32rem' }} />
    </section>
  );
}
