import { publicProfilePath } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { CopyField } from '../widget-preview/CopyField';
import { AccountRow } from './AccountRow';
import { AccountSidePanel } from './AccountSidePanel';
import { shareStrings } from './share.strings';

const t = shareStrings.profile;

/** The public profile page's address to copy, and the page itself in a side panel. */
export function ProfilePageRow() {
  const { slug } = useCurrentPro();
  const [open, setOpen] = useState(false);
  const path = publicProfilePath(slug);
  return (
    <AccountRow
      icon="pi pi-globe"
      label={t.label}
      hint={t.hint}
      action={<Button label={t.view} icon="pi pi-eye" size="small" outlined onClick={() => setOpen(true)} />}
    >
      <CopyField label={t.address} value={`${window.location.origin}${path}`} />
      <AccountSidePanel title={t.panelTitle} open={open} onClose={() => setOpen(false)}>
        <div className="account-panel-body">
          <iframe className="account-profile-frame" src={path} title={t.frameTitle} />
          <a href={path} target="_blank" rel="noopener" className="inline-link">
            <i className="pi pi-external-link" aria-hidden="true" /> {t.openTab}
          </a>
        </div>
      </AccountSidePanel>
    </AccountRow>
  );
}
