import { QrPreview } from '../page-perso/QrPreview';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { calendarStrings as t } from './calendar.strings';
import { SidePanel } from './SidePanel';

/**
 * The spec's phone preview: what clients see by scanning the QR code, the booking frame live, so that the
 * availabilities just published can be checked as a client would meet them.
 */
export function PhonePreviewPanel({ onClose }: { onClose: () => void }) {
  const { slug } = useCurrentPro();
  return (
    <SidePanel title={t.phonePreview} onClose={onClose} className="cal-phone-preview" holdsForm={false}>
      <QrPreview slug={slug} />
    </SidePanel>
  );
}
