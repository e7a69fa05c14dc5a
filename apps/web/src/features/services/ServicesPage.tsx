import '../onboarding/setup-screens.css';
import './services.css';
import { servicesMessages, servicesTotalLabel, type ServiceList, type ServiceView } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePageTitle } from '../../ui/page-title';
import { useNotify } from '../../ui/toast';
import { confirmSetupDelete } from '../onboarding/confirm-setup-delete';
import { SetupListScreen } from '../onboarding/SetupListScreen';
import { useCompactLayout } from '../onboarding/use-compact-layout';
import { useSetupRemoval } from '../onboarding/use-setup-removal';
import { useWizard } from '../onboarding/wizard';
import { fetchStaff, staffKey } from '../staff/staff.api';
import { categoriesKey, deleteService, fetchCategories, fetchServices, servicesKey } from './services.api';
import { ServiceAddForm, useServiceAdd } from './ServiceAddForm';
import { ServiceCard } from './ServiceCard';
import { servicesStrings as t } from './services.strings';

/** 'MES PRESTATIONS' ({base}/prestations and the wizard's step): the add form, then one card per service. */
export function ServicesPage() {
  usePageTitle(t.pageTitle);
  const wizard = useWizard();
  const compact = useCompactLayout();
  const notify = useNotify();
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

  const remove = useSetupRemoval<ServiceList>({
    remove: deleteService,
    listKey: servicesKey,
    without: (list, id) => ({ services: list.services.filter((s) => s.id !== id), total: list.total - 1 }),
    deleted: servicesMessages.deleted,
    refreshKey: staffKey,
  });
  const confirmDelete = (service: ServiceView, cancelPendingSaves: () => void) =>
    confirmSetupDelete({
      header: servicesMessages.deleteHeader,
      message: servicesMessages.deleteConfirm,
      yes: t.yes,
      no: t.no,
      onAccept: () => {
        cancelPendingSaves();
        remove.mutate(service.id);
      },
      onDecline: () => notify('warn', servicesMessages.deletionRejected),
    });

  return (
    <SetupListScreen
      pageClass="services-page"
      title={t.title}
      intro={
        wizard && (
          <p className="notice notice-info setup-note">
            <i className="pi pi-users" aria-hidden="true" />
            <span>{t.assignedToAll}</span>
          </p>
        )
      }
      addTitle={t.addTitle}
      addForm={(idPrefix) => <ServiceAddForm idPrefix={idPrefix} categories={categoryNames} add={add} />}
      addIdPrefix="service-add"
      addOpen={addOpen}
      onAddOpenChange={setAddOpen}
      list={services}
      totalLabel={servicesTotalLabel}
      emptyIcon="pi-tags"
      empty={t.empty}
      emptyCompact={t.emptyCompact}
      rows={(data) =>
        data.services.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            categories={categoryNames}
            staffOptions={staffOptions}
            showStaff={!wizard}
            compact={compact}
            onDelete={confirmDelete}
          />
        ))
      }
      noneYet={servicesMessages.noService}
      dialogWidth="30rem"
    />
  );
}
