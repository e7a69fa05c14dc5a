import './widget-preview.css';
import { LOGIN_PATH, SHOWCASE_SLUG, SIGNUP_PATH } from '@quickrdv/core';
import { Link, useSearchParams } from 'react-router';
import { Brand } from '../../ui/Brand';
import { Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useSession } from '../session/use-session';
import { CopyField } from './CopyField';
import { EmbeddedWidget } from './EmbeddedWidget';
import { WIDGET_PREVIEW_DEMO_PATH } from './widget-preview.paths';
import { previewStrings as t } from './widget-preview.strings';

import { widgetSnippet } from './widget-snippet';

/**
 * /rendez-vous-en-ligne-apercuwidget: the widget of the logged-in professional (or of ?num=) on a sample page,
 * with its code to copy. The demo twin shows the showcase salon's.
 */
export function WidgetPreviewPage({ demo = false }: { demo?: boolean }) {
  usePageTitle(demo ? t.demoPageTitle : t.pageTitle);
  const [params] = useSearchParams();
  const session = useSession();
  const num = params.get('num')?.trim() || null;
  // A demo visitor's private copy has a live public widget too: they see their own, with their own edits.
  const own = session.pro?.slug ?? null;
  // The demo page needs no session: it does not wait for it.
  const slug = demo ? SHOWCASE_SLUG : (num ?? own);

  let body;
  if (!slug && session.isPending) body = <Loader />;
  else if (!slug) body = <NoSlug />;
  else body = <Preview slug={slug} demo={demo} />;

  return (
    <div className="public-page preview-page">
      <header className="public-header">
        <Brand />
      </header>
      <main className="preview-main">{body}</main>
    </div>
  );
}

function Preview({ slug, demo }: { slug: string; demo: boolean }) {
  return (
    <>
      <section className="preview-intro">
        <h1>{demo ? t.demoTitle : t.title}</h1>
        <p>{demo ? t.demoIntro : t.intro}</p>
        <CopyField label={t.snippetLabel} value={widgetSnippet(window.location.origin, slug)} />
        {demo && (
          <Link className="p-button p-button-outlined preview-signup" to={SIGNUP_PATH}>
            {t.signup}
          </Link>
        )}
      </section>
      <section className="preview-browser" aria-label={t.sampleLabel}>
        <div className="preview-browser-bar" aria-hidden="true">
          <span className="preview-dots">
            <i />
            <i />
            <i />
          </span>
          <span className="preview-url">{t.sampleAddress}</span>
        </div>
        <div className="preview-site">
          <div className="preview-site-text">
            <h2>{t.sampleTitle}</h2>
            <p>{t.sampleText1}</p>
            <p>{t.sampleText2}</p>
            <p className="preview-site-muted">{t.sampleText3}</p>
          </div>
          <EmbeddedWidget slug={slug} />
        </div>
      </section>
    </>
  );
}

function NoSlug() {
  return (
    <div className="state-card">
      <i className="pi pi-code state-icon" aria-hidden="true" />
      <h1>{t.noSlugTitle}</h1>
      <p>
        {t.noSlugText} <code className="preview-code">{t.noSlugExample}</code>
      </p>
      <Link className="p-button" to={LOGIN_PATH}>
        {t.login}
      </Link>
      <Link to={WIDGET_PREVIEW_DEMO_PATH}>{t.demo}</Link>
    </div>
  );
}
