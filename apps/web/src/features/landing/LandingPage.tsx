import './landing.css';
import { DEMO_BASE, LOGIN_PATH, PLAN_DESCRIPTIONS, PLANS, SIGNUP_PATH } from '@quickrdv/core';
import { Link } from 'react-router';
import { Brand } from '../../ui/Brand';
import { usePageTitle } from '../../ui/page-title';
import { TERMS_PATH } from '../auth/auth.paths';
import { DirectorySection } from '../directory/DirectorySection';
import { landingStrings as t } from './landing.strings';

function AgendaPreview() {
  return (
    <div className="agenda-preview" role="img" aria-label={t.preview.label}>
      <div className="agenda-preview-head">
        <span className="agenda-dot" />
        <strong>{t.preview.day}</strong>
      </div>
      <ul>
        {t.preview.slots.map((slot) => (
          <li key={slot.time}>
            <span className="agenda-time">{slot.time}</span>
            <span className="agenda-body">
              <strong>{slot.service}</strong>
              <span>{slot.who}</span>
            </span>
            <span className="agenda-tag">{t.preview.booked}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The public home page: the directory for visitors, then what Quick RDV is and the ways in (sign-up, login, demo). */
export function LandingPage() {
  usePageTitle(t.pageTitle);
  return (
    <div className="landing">
      <header className="landing-header">
        <Brand />
        <nav className="landing-nav">
          <Link to={DEMO_BASE} className="landing-nav-demo">
            {t.nav.demo}
          </Link>
          <Link to={LOGIN_PATH} className="p-button p-button-text">
            {t.nav.login}
          </Link>
          <Link to={SIGNUP_PATH} className="p-button landing-nav-signup">
            {t.nav.signup}
          </Link>
        </nav>
      </header>
      <main>
        {/* Visitors come to find a professional: the search is the first thing on the page. */}
        <DirectorySection />
        <section className="landing-hero">
          <div className="landing-hero-text">
            <p className="eyebrow">{t.hero.eyebrow}</p>
            <h1>{t.hero.title}</h1>
            <p className="landing-lead">{t.hero.text}</p>
            <div className="landing-ctas">
              <Link to={SIGNUP_PATH} className="p-button p-button-lg">
                {t.hero.signup}
              </Link>
              <Link to={DEMO_BASE} className="p-button p-button-lg p-button-outlined">
                {t.hero.demo}
              </Link>
            </div>
            <p className="landing-note">{t.hero.note}</p>
          </div>
          <AgendaPreview />
        </section>
        <section className="landing-section">
          <h2>{t.featuresTitle}</h2>
          <ul className="feature-grid">
            {t.features.map((feature) => (
              <li key={feature.title} className="card feature-card">
                <span className="feature-icon" aria-hidden="true">
                  <i className={feature.icon} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="landing-section">
          <h2>{t.plansTitle}</h2>
          <p className="landing-section-lead">{t.plansText}</p>
          <ul className="landing-plans">
            {PLANS.map((plan) => (
              <li key={plan} className="card landing-plan">
                <h3>{PLAN_DESCRIPTIONS[plan].label}</h3>
                <ul>
                  {PLAN_DESCRIPTIONS[plan].features.map((feature) => (
                    <li key={feature}>
                      <i className="pi pi-check" aria-hidden="true" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <section className="landing-demo-band">
          <div>
            <h2>{t.demoBand.title}</h2>
            <p>{t.demoBand.text}</p>
          </div>
          <Link to={DEMO_BASE} className="p-button p-button-lg landing-demo-button">
            {t.demoBand.button}
          </Link>
        </section>
      </main>
      <footer className="landing-footer">
        <span>
          © {new Date().getFullYear()} {t.footer.rights}
        </span>
        <Link to={TERMS_PATH}>{t.footer.terms}</Link>
        <Link to={LOGIN_PATH}>{t.footer.login}</Link>
      </footer>
    </div>
  );
}
