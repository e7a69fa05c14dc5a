import '../onboarding/setup-screens.css';
import './services.css';
import { servicesMessages, servicesTotalLabel, type ServiceList, type ServiceView } from '@quickrdv/core';
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
import { fetchStaff, staffKey } from '../staff/staff.api';
import { categoriesKey, deleteService, fetchCategories, fetchServices, servicesKey } from './services.api';
import { ServiceAddForm, useServiceAdd } from './ServiceAddForm';
import { ServiceCard } from './ServiceCard';
import { servicesStrings as t } from './services.strings';
import { MobileAddPanel } from '../../ui/MobileAddPanel';

/**
 * 'MES PRESTATIONS' ({base}/prestations and the wizard's step): the add form (in a full-screen panel opened
 * by a floating button at 1200px or less), then one card per service.
 */
export function ServicesPage() {
  usePageTitle(t.pageTitle);
  const wizard = useWizard();
  const compact = useCompactLayout();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [addOpen, setAddOpen] = useState(false);
  const add = useServiceAdd(() => setAddOpen(false));
  const services = useQuery({ queryKey: servicesKey, queryFn: fetchServices });
  const categories = useQuery({ queryKey: categoriesKey, queryFn: fetchCategories });
  // In the wizard, services go to every staff member: the choice is offered in the professional space.
  const staff = useQuery({ queryKey: staffKey, queryFn: fetchStaff, enabled: !wizard });
  const categoryNames = categories.data?.categories.map((c) => c.name) ?? [];
  const staffOptions = (staff.data?.staff ?? []).map((s) => ({
    label: `${s.prenom} ${s.nom}`.trim(),
    value: s.id,
  }));

  const remove = useMutation({
    mutationFn: deleteService,
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<ServiceList>(servicesKey, (list) =>
        list ? { services: list.services.filter((s) => s.id !== id), total: list.total - 1 } : list,
      );
      notify('info', servicesMessages.deleted);
      void queryClient.invalidateQueries({ queryKey: staffKey });
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  const confirmDelete = (service: ServiceView, cancelPendingSaves: () => void) =>
    confirmDialog({
      header: servicesMessages.deleteHeader,
      message: servicesMessages.deleteConfirm,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t.yes,
      rejectLabel: t.no,
      acceptClassName: 'p-button-danger',
      rejectClassName: 'p-button-outlined p-button-secondary',
      defaultFocus: 'reject',
      accept: () => {
        cancelPendingSaves();
        remove.mutate(service.id);
      },
      reject: () => notify('warn', servicesMessages.deletionRejected),
      onHide: (result) => {
        if (result === 'cancel') notify('warn', servicesMessages.deletionRejected);
      },
    });

  const total = services.data?.total ?? 0;
  return (
    <section
      className={compact ? 'setup-screen setup-screen-with-fab services-page' : 'setup-screen services-page'}
    >
      <header className="setup-header">
        <h1 className="page-title">{t.title}</h1>
      </header>
      {wizard && (
        <p className="notice notice-info setup-note">
          <i className="pi pi-users" aria-hidden="true" />
          <span>{t.assignedToAll}</span>
        </p>
      )}
      {!compact && (
        <div className="card setup-card-form">
          <h2>{t.addTitle}</h2>
          <ServiceAddForm idPrefix="service-add" categories={categoryNames} add={add} />
        </div>
      )}
      {services.isPending ? (
        <Loader />
      ) : services.isError ? (
        <LoadError error={services.error} onRetry={() => void services.refetch()} />
      ) : (
        <>
          <h2 className="setup-total">{servicesTotalLabel(total)}</h2>
          {total === 0 ? (
            <div className="setup-empty">
              <i className="pi pi-tags" aria-hidden="true" />
              <p>{compact ? t.emptyCompact : t.empty}</p>
            </div>
          ) : (
            <ul className="setup-list">
              {services.data.services.map((service) => (
                <ServiceCard
                  key={service.id}
                  service={service}
                  categories={categoryNames}
                  staffOptions={staffOptions}
                  showStaff={!wizard}
                  compact={compact}
                  onDelete={confirmDelete}
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
          onNext={() => (total > 0 ? true : servicesMessages.noService)}
        />
      )}
      {compact && (
        <MobileAddPanel title={t.addTitle} open={addOpen} onOpenChange={setAddOpen}>
          <ServiceAddForm idPrefix="service-add-panel" categories={categoryNames} add={add} />
        </MobileAddPanel>
      )}
      <ConfirmDialog breakpoints={{ '640px': '92vw' }} style={{ width: '30rem' }} />
    </section>
  );
}
