import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { CopyField } from '../widget-preview/CopyField';
import { EmbeddedWidget } from '../widget-preview/EmbeddedWidget';
import { WIDGET_PREVIEW_PATH } from '../widget-preview/widget-preview.paths';
import { widgetSnippet } from '../widget-preview/widget-snippet';
import { AccountRow } from './AccountRow';
import { AccountSidePanel } from './AccountSidePanel';
import { shareStrings } from './share.strings';

const t = shareStrings.widget;

/** The script tag to paste into the professional's site, and a preview of the widget it draws. */
export function WidgetRow() {
  const { slug } = useCurrentPro();
  const [open, setOpen] = useState(false);
  return (
    <AccountRow
      icon="pi pi-code"
      label={t.label}
      hint={t.hint}
      action={
        // Hidden on small screens (account.css): a phone is not where a site's code is pasted.
        <Button
          className="widget-view-button"
          label={t.view}
          icon="pi pi-eye"
          size="small"
          outlined
          onClick={() => setOpen(true)}
        />
      }
    >
      <CopyField label={t.code} value={widgetSnippet(window.location.origin, slug)} />
      <AccountSidePanel title={t.panelTitle} open={open} onClose={() => setOpen(false)}>
        <div className="account-panel-body">
          <EmbeddedWidget slug={slug} />
          <Link to={WIDGET_PREVIEW_PATH} className="inline-link" target="_blank">
            {t.fullPreview}
          </Link>
        </div>
      </AccountSidePanel>
    </AccountRow>
  );
}
