import './page-perso.css';
import { publicProfilePath } from '@quickrdv/core';
import { usePageTitle } from '../../ui/page-title';
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
  const path = publicProfilePath(slug);
  return (
    <section className="pp-page">
      <header className="page-header pp-header">
        <div>
          <h1 className="page-title">{t.title}</h1>
          <p className="pp-intro">{t.intro}</p>
        </div>
        <a href={path} target="_blank" rel="noopener" className="p-button">
          <i className="pi pi-external-link" aria-hidden="true" />
          <span>{t.openPage}</span>
        </a>
      </header>
      <div className="pp-layout">
        <div className="pp-main">
          <div className="card pp-address">
            <CopyField label={t.pageAddress} value={`${window.location.origin}${path}`} />
          </div>
          <iframe className="pp-preview card" src={path} title={t.previewTitle} />
        </div>
        <SharePanel slug={slug} />
      </div>
    </section>
  );
}
