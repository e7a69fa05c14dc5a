import { publicProfilePath } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchQrCode, qrImageUrl, qrKey } from '../account/qr-code.api';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { CopyField } from '../widget-preview/CopyField';
import { widgetSnippet } from '../widget-preview/widget-snippet';
import { WIDGET_PREVIEW_PATH } from '../widget-preview/widget-preview.paths';
import { homeStrings as t } from './home.strings';

/** Where the owner finds their booking page, its QR code, and the code of the widget for their own site. */
export function SharePageCard() {
  const pro = useCurrentPro();
  const { path } = useProBase();
  const qr = useQuery({ queryKey: qrKey, queryFn: fetchQrCode });
  const origin = window.location.origin;
  const pageUrl = `${origin}${publicProfilePath(pro.slug)}`;
  const qrLink = `${path('compte')}#qr-code`;
  return (
    <article className="card home-card home-share">
      <span className="home-card-icon" aria-hidden="true">
        <i className="pi pi-globe" />
      </span>
      <h2>{t.shareTitle}</h2>
      <p>{t.shareText}</p>
      <CopyField label={t.pageAddress} value={pageUrl} />
      <div className="home-share-actions">
        <a
          href={publicProfilePath(pro.slug)}
          target="_blank"
          rel="noopener"
          className="p-button p-button-outlined"
        >
          <i className="pi pi-external-link" aria-hidden="true" />
          <span>{t.openPage}</span>
        </a>
        <Link to={path('pageperso')} className="p-button p-button-text">
          <span>{t.pagePerso}</span>
        </Link>
      </div>
      <CopyField label={t.widgetCode} value={widgetSnippet(origin, pro.slug)} />
      <div className="home-share-qr">
        {qr.data && (
          <Link to={qrLink} tabIndex={-1} aria-hidden="true">
            <img src={qrImageUrl('svg', qr.data.code)} alt="" width={72} height={72} />
          </Link>
        )}
        <div>
          <p>{t.qrText}</p>
          <p className="home-share-links">
            <Link to={qrLink} className="inline-link">
              {t.qrLink}
            </Link>
            <Link to={WIDGET_PREVIEW_PATH} className="inline-link">
              {t.previewWidget}
            </Link>
          </p>
        </div>
      </div>
    </article>
  );
}
