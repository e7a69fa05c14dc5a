import '../onboarding/setup-screens.css';
import './staff.css';
import {
  staffDeletionWarning,
  staffMessages,
  staffTotalLabel,
  type StaffList,
  type StaffView,
} from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { usePageTitle } from '../../ui/page-title';
import { useNotify } from '../../ui/toast';
import { confirmSetupDelete } from '../onboarding/confirm-setup-delete';
import { SetupListScreen } from '../onboarding/SetupListScreen';
import { useSetupRemoval } from '../onboarding/use-setup-removal';
import { fetchServices, servicesKey } from '../services/services.api';
import { deleteStaff, fetchStaff, fetchStaffImpact, staffKey } from './staff.api';
import { StaffAddForm, useStaffAdd } from './StaffAddForm';
import { StaffPanel } from './StaffPanel';
import { staffStrings as t } from './staff.strings';

/** 'MON PERSONNEL' ({base}/monpersonnel and the wizard's last step). */
export function StaffPage() {
  usePageTitle(t.pageTitle);
  const notify = useNotify();
  const [addOpen, setAddOpen] = useState(false);
  const [params] = useSearchParams();
  const openStaffId = params.get('staff');
  const add = useStaffAdd(() => setAddOpen(false));
  const staff = useQuery({ queryKey: staffKey, queryFn: fetchStaff });
  const services = useQuery({ queryKey: servicesKey, queryFn: fetchServices });
  const serviceOptions = (services.data?.services ?? []).map((s) => ({ label: s.name, value: s.id }));

  const remove = useSetupRemoval<StaffList>({
    remove: deleteStaff,
    listKey: staffKey,
    without: (list, id) => ({ staff: list.staff.filter((s) => s.id !== id), total: list.total - 1 }),
    deleted: staffMessages.deleted,
    refreshKey: servicesKey,
  });
  const confirmDelete = async (member: StaffView, cancelPendingSaves: () => void) => {
    let futureAppointments: number;
    try {
      ({ futureAppointments } = await fetchStaffImpact(member.id));
    } catch (error) {
      notify('error', errorMessage(error));
      return;
    }
    confirmSetupDelete({
      header: staffMessages.deleteHeader,
      message: staffDeletionWarning(futureAppointments),
      yes: t.yes,
      no: t.no,
      onAccept: () => {
        cancelPendingSaves();
        remove.mutate(member.id);
      },
      onDecline: () => notify('warn', staffMessages.deletionRejected),
    });
  };

  return (
    <SetupListScreen
      pageClass="staff-page"
      title={t.title}
      addTitle={t.addTitle}
      addForm={(idPrefix) => <StaffAddForm idPrefix={idPrefix} add={add} />}
      addIdPrefix="staff-add"
      addOpen={addOpen}
      onAddOpenChange={setAddOpen}
      list={staff}
      totalLabel={staffTotalLabel}
      emptyIcon="pi-users"
      empty={t.empty}
      emptyCompact={t.emptyCompact}
      rows={(data) =>
        data.staff.map((member) => (
          <StaffPanel
            key={member.id}
            member={member}
            serviceOptions={serviceOptions}
            onDelete={(m, cancel) => void confirmDelete(m, cancel)}
            initiallyOpen={member.id === openStaffId}
          />
        ))
      }
      noneYet={staffMessages.noStaff}
      dialogWidth="32rem"
    />
  );
}
