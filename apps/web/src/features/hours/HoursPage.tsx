import '../onboarding/setup-screens.css';
import './hours.css';
import { useQuery } from '@tanstack/react-query';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { HoursEditor } from './HoursEditor';
import { fetchOpeningHours, hoursKey } from './hours.api';
import { hoursStrings as t } from './hours.strings';

/** 'MES HORAIRES' ({base}/horaires, and the wizard's 'horaires' step). */
export function HoursPage() {
  usePageTitle(t.pageTitle);
  const query = useQuery({ queryKey: hoursKey, queryFn: fetchOpeningHours });
  return (
    <section className="setup-screen hours-page">
      <header className="setup-header">
        <h1 className="page-title">{t.title}</h1>
      </header>
      {query.isPending ? (
        <Loader />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <HoursEditor saved={query.data} />
      )}
    </section>
  );
}
