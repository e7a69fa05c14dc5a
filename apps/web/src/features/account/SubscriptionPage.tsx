import './account.css';
import { useQuery } from '@tanstack/react-query';
import { ProgressBar } from 'primereact/progressbar';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { fetchPlan, planKey, type PlanOverview } from './account.api';
import { AccountSubPage } from './AccountSubPage';
import { accountStrings } from './account.strings';

const t = accountStrings.subscription;

function Usage({ usage }: { usage: PlanOverview['usage'] }) {
  const { used, cap } = usage;
  if (cap === null) return <p className="usage-text">{t.usageUnlimited(used)}</p>;
  const percent = Math.min(100, Math.round((used / cap) * 100));
  return (
    <>
      <p className="usage-text">{t.usageCapped(used, cap)}</p>
      <ProgressBar
        value={percent}
        showValue={false}
        className={percent >= 100 ? 'usage-bar usage-full' : 'usage-bar'}
        aria-label={t.usageTitle}
      />
    </>
  );
}

/** {base}/compteAbonnement: the current plan, this month's usage, and what each plan offers. */
export function SubscriptionPage() {
  usePageTitle(t.pageTitle);
  const query = useQuery({ queryKey: planKey, queryFn: fetchPlan });
  return (
    <AccountSubPage title={t.title} wide>
      {query.isPending ? (
        <Loader />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PlanDetails overview={query.data} />
      )}
    </AccountSubPage>
  );
}

function PlanDetails({ overview }: { overview: PlanOverview }) {
  const { plan, usage, plans } = overview;
  const current = plans.find((p) => p.id === plan);
  return (
    <>
      <div className="card subscription-current">
        <div>
          <span className="current-value-label">{t.current}</span>
          <strong className="subscription-plan-name">{current?.label ?? plan}</strong>
        </div>
        <div className="subscription-usage">
          <span className="current-value-label">{t.usageTitle}</span>
          <Usage usage={usage} />
        </div>
      </div>
      <h2 className="section-title">{t.plansTitle}</h2>
      <ul className="plan-grid">
        {plans.map((p) => (
          <li key={p.id} className={p.id === plan ? 'plan-card card plan-card-current' : 'plan-card card'}>
            <div className="plan-card-head">
              <h3>{p.label}</h3>
              {p.id === plan && <span className="plan-current-tag">{t.currentPlan}</span>}
            </div>
            <ul className="plan-features">
              {p.features.map((feature) => (
                <li key={feature}>
                  <i className="pi pi-check" aria-hidden="true" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="notice notice-info">
        <i className="pi pi-envelope" aria-hidden="true" />
        <span>{t.change}</span>
      </p>
    </>
  );
}
