import { publicProfilePath } from '@quickrdv/core';
import { Link } from 'react-router';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { CopyField } from '../widget-preview/CopyField';
import { widgetSnippet } from '../widget-preview/widget-snippet';
import { WIDGET_PREVIEW_PATH } from '../widget-preview/widget-preview.paths';
import { homeStrings as t } from './home.strings';

/** Where the owner finds their booking page and the code of the widget for their own site. */
export function SharePageCard() {
  const pro = useCurrentPro();
  const origin = window.location.origin;
  const pageUrl = `${origin}${publicProfilePath(pro.slug)}`;
  return (
    <article className="card home-card home-share">
      <span className="home-card-icon" aria-hidden="true">
        <i className="pi pi-globe" />
      </span>
      <h2>{t.shareTitle}</h2>
      <p>{t.shareText}</p>
      <CopyField label={t.pageAddress} value={pageUrl} />
      <a
        href={publicProfilePath(pro.slug)}
        target="_blank"
        rel="noopener"
        className="p-button p-button-outlined"
      >
        <i className="pi pi-external-link" aria-hidden="true" />
        <span>{t.openPage}</span>
      </a>
      <CopyField label={t.widgetCode} value={widgetSnippet(origin, pro.slug)} />
      <p className="home-share-links">
        <Link to={WIDGET_PREVIEW_PATH} className="inline-link">
          {t.previewWidget}
        </Link>
      </p>
    </article>
  );
}
