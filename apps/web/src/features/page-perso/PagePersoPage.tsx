import './page-perso.css';
import { publicProfilePath } from '@quickrdv/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { CopyField } from '../widget-preview/CopyField';
import { pagePersoStrings as t } from './page-perso.strings';
import { SharePanel } from './SharePanel';

/**
 * {base}/pageperso: the public page as clients see it (the page itself, framed, so the preview is never out
 * of step with it), and the panel to share it by QR code or widget.
 */
export function PagePersoPage() {
  usePageTitle(t.pageTitle);
  const { slug } = useCurrentPro();
  const { path: screen } = useProBase();
  const path = publicProfilePath(slug);
  return (
    <section className="mp-page">
      <header className="page-header mp-header">
        <div>
          <h1 className="page-title">{t.title}</h1>
          <p className="mp-intro">{t.intro}</p>
        </div>
        <div className="mp-header-actions">
          <Link to={screen('montage')} className="p-button p-button-outlined">
            <i className="pi pi-palette" aria-hidden="true" />
            <span>{t.customise}</span>
          </Link>
          <a href={path} target="_blank" rel="noopener" className="p-button">
            <i className="pi pi-external-link" aria-hidden="true" />
            <span>{t.openPage}</span>
          </a>
        </div>
      </header>
      <div className="mp-layout">
        <div className="mp-main">
          <div className="card mp-address">
            <CopyField label={t.pageAddress} value={`${window.location.origin}${path}`} />
          </div>
          <iframe className="mp-preview card" src={path} title={t.previewTitle} />
        </div>
        <SharePanel slug={slug} />
      </div>
    </section>
  );
}
