import './home.css';
import { PLAN_DESCRIPTIONS } from '@quickrdv/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { HomeChatUnread } from '../chat/pro/HomeChatUnread';
import { homeStrings as t } from './home.strings';
import { NextSteps } from './NextSteps';
import { PlanUsage } from './PlanUsage';
import { RecentReviews } from './RecentReviews';
import { SharePageCard } from './SharePageCard';
import { TodayAppointments } from './TodayAppointments';

/**
 * {base}/accueil, the professional's home: today's and the next appointments, the new reviews, this month's
 * use of the plan and the steps left, then the page to share and the account (no invented figures).
 */
export function HomePage() {
  // No live socket here: its message types come with the zod schemas (22 kB), and the home's figures are
  // read again whenever it is opened.
  usePageTitle(t.pageTitle);
  const pro = useCurrentPro();
  const { path, isDemo } = useProBase();
  const planLabel = PLAN_DESCRIPTIONS[pro.plan].label;

  return (
    <section className="home-page">
      <header className="home-hero">
        <h1>{t.hello(pro.prenom)}</h1>
        <p>{isDemo ? t.demoIntro : t.intro}</p>
      </header>
      {pro.deletionRequestedAt && (
        <p className="notice notice-warn" role="status">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>
            {t.deletionPending} <Link to={path('compte')}>{t.deletionPendingLink}</Link>
          </span>
        </p>
      )}
      <HomeChatUnread />
      <div className="home-grid">
        <div className="home-column">
          <TodayAppointments />
          <NextSteps />
          <SharePageCard />
        </div>
        <div className="home-column">
          <RecentReviews />
          <PlanUsage />
          <article className="card home-card">
            <h2>{t.businessTitle}</h2>
            <dl className="facts">
              <div>
                <dt>{t.business}</dt>
                <dd>{pro.nomSociete}</dd>
              </div>
              <div>
                <dt>{t.owner}</dt>
                <dd>
                  {pro.prenom} {pro.nom}
                </dd>
              </div>
              {!isDemo && (
                <div>
                  <dt>{t.identifier}</dt>
                  <dd className="break-anywhere">{pro.email}</dd>
                </div>
              )}
              <div>
                <dt>{t.plan}</dt>
                <dd>
                  <span className={`plan-badge plan-${pro.plan.toLowerCase()}`}>{planLabel}</span>
                  <Link to={path('compteAbonnement')} className="inline-link">
                    {t.seePlan}
                  </Link>
                </dd>
              </div>
            </dl>
          </article>
          <article className="card home-card">
            <span className="home-card-icon" aria-hidden="true">
              <i className="pi pi-user" />
            </span>
            <h2>{t.account}</h2>
            <p>{t.accountText}</p>
            <Link to={path('compte')} className="p-button p-button-outlined">
              {t.accountLink}
            </Link>
          </article>
        </div>
      </div>
    </section>
  );
}
