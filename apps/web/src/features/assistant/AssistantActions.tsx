import { SIGNUP_PATH } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchQrCode, qrImageUrl, qrKey } from '../account/qr-code.api';
import { useProBase } from '../pro-space/base-context';
import { assistantStrings as t } from './assistant.strings';
import { WhereVisibleMenu } from './WhereVisibleMenu';

/** The panel's buttons under the greeting (the specification's list, in its order). */
export function AssistantActions({
  onTour,
  onChat,
  onFollow,
}: {
  onTour: () => void;
  onChat: () => void;
  onFollow: () => void;
}) {
  const { path, isDemo } = useProBase();
  const qr = useQuery({ queryKey: qrKey, queryFn: fetchQrCode });
  const [about, setAbout] = useState(false);
  return (
    <div className="assistant-actions">
      <button type="button" className="assistant-action" onClick={onTour}>
        <i className="pi pi-directions" aria-hidden="true" />
        <span>{t.tour}</span>
      </button>
      <button type="button" className="assistant-action" onClick={onChat}>
        <i className="pi pi-comments" aria-hidden="true" />
        <span>{t.chat}</span>
      </button>
      <WhereVisibleMenu onFollow={onFollow} />
      {isDemo && (
        <a className="assistant-action" href={SIGNUP_PATH} target="_blank" rel="noopener">
          <i className="pi pi-user-plus" aria-hidden="true" />
          <span>{t.signup}</span>
        </a>
      )}
      {qr.data && (
        <Link to={`${path('compte')}#qr-code`} className="assistant-qr" onClick={onFollow}>
          <img src={qrImageUrl('svg', qr.data.code)} alt={t.qrAlt} width={64} height={64} />
          <span>{t.qrCaption}</span>
        </Link>
      )}
      <button
        type="button"
        className="assistant-about-toggle"
        aria-expanded={about}
        onClick={() => setAbout(!about)}
      >
        {t.about}
      </button>
      {about && <p className="assistant-about">{t.aboutText}</p>}
    </div>
  );
}
