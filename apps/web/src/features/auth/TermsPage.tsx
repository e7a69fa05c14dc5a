import './auth.css';
import { Link } from 'react-router';
import { Brand } from '../../ui/Brand';
import { usePageTitle } from '../../ui/page-title';
import { termsStrings as t } from './terms.strings';

export function TermsPage() {
  usePageTitle(t.pageTitle);
  return (
    <div className="public-page">
      <header className="public-header">
        <Brand />
      </header>
      <main className="terms">
        <h1>{t.title}</h1>
        <p className="terms-intro">{t.intro}</p>
        {t.sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
        <p>
          <Link to="/">{t.back}</Link>
        </p>
      </main>
    </div>
  );
}
