import { bookingFramePath } from '@quickrdv/core';
import { useState } from 'react';
import { pagePersoStrings } from './page-perso.strings';

const t = pagePersoStrings.qr;

/** The individual booking frame, as a phone opens it from the QR code, with a message until it has loaded. */
export function BookingFramePreview({ slug }: { slug: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="mp-phone">
      {!loaded && (
        <p className="mp-phone-loading" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t.loading}
        </p>
      )}
      <iframe
        key={slug}
        src={bookingFramePath(slug)}
        title={t.frameTitle}
        className={loaded ? 'mp-phone-frame' : 'mp-phone-frame mp-phone-frame-loading'}
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
