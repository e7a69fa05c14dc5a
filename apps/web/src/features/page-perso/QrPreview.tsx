import './page-perso.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchQrCode, qrImageUrl, qrKey } from '../account/qr-code.api';
import { useProBase } from '../pro-space/base-context';
import { BookingFramePreview } from './BookingFramePreview';
import { pagePersoStrings } from './page-perso.strings';

const t = pagePersoStrings.qr;

/**
 * What clients see by scanning the QR code: the code, where to get it, and the mobile booking frame it
 * opens. MA PAGE PERSO's share panel and the calendar's phone preview both show it.
 */
export function QrPreview({ slug }: { slug: string }) {
  const { path } = useProBase();
  const qr = useQuery({ queryKey: qrKey, queryFn: fetchQrCode });
  return (
    <section className="mp-mode">
      <h2>{t.title}</h2>
      <div className="mp-qr">
        {qr.data && <img src={qrImageUrl('svg', qr.data.code)} alt={t.imageAlt} width={96} height={96} />}
        <div>
          <p>{t.text}</p>
          <Link to={`${path('compte')}#qr-code`} className="inline-link">
            {t.manage}
          </Link>
        </div>
      </div>
      <BookingFramePreview slug={slug} />
    </section>
  );
}
