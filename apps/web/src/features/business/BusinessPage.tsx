import '../onboarding/setup-screens.css';
import './business.css';
import type { BusinessDetailsView, EstablishmentTypeList } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Link } from 'react-router';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useWizard } from '../onboarding/wizard';
import { WizardNext } from '../onboarding/WizardNext';
import { useProBase } from '../pro-space/base-context';
import { businessKey, establishmentTypesKey, fetchBusiness, fetchEstablishmentTypes } from './business.api';
import { BusinessForm } from './BusinessForm';
import { businessStrings as t } from './business.strings';
import { useBusinessForm } from './use-business-form';

/**
 * {base}/coordonnees and the wizard's first step. In the professional space: VALIDER at the top and a close
 * icon back to the account; in the wizard: 'Suivant', which saves before moving on.
 */
export function BusinessPage() {
  usePageTitle(t.pageTitle);
  const business = useQuery({ queryKey: businessKey, queryFn: fetchBusiness });
  const types = useQuery({
    queryKey: establishmentTypesKey,
    queryFn: fetchEstablishmentTypes,
    staleTime: Infinity,
  });
  const failed = business.isError ? business : types.isError ? types : null;
  if (failed) return <LoadError error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!business.data || !types.data) return <Loader />;
  return <BusinessScreen view={business.data} types={types.data.types} />;
}

function BusinessScreen({
  view,
  types,
}: {
  view: BusinessDetailsView;
  types: EstablishmentTypeList['types'];
}) {
  const wizard = useWizard();
  const { path } = useProBase();
  const form = useBusinessForm(view);
  const submit = () => {
    void form.submit().then((saved) => (saved && wizard ? wizard.next() : undefined));
  };
  return (
    <section className="setup-screen business-page">
      <header className="setup-header business-header">
        <div>
          <h1 className="page-title">{t.title}</h1>
          <p className="business-intro">{t.intro}</p>
        </div>
        {!wizard && (
          <div className="setup-header-actions">
            <Button
              type="submit"
              form="business-form"
              label={t.validate}
              icon="pi pi-check"
              loading={form.saving}
            />
            <Link
              to={path('compte')}
              className="p-button p-button-text p-button-rounded p-button-icon-only p-button-secondary"
              aria-label={t.close}
              title={t.close}
            >
              <i className="pi pi-times" aria-hidden="true" />
            </Link>
          </div>
        )}
      </header>
      <BusinessForm view={view} types={types} form={form} onSubmit={submit} />
      {wizard && <WizardNext wizard={wizard} onNext={form.submit} />}
    </section>
  );
}
