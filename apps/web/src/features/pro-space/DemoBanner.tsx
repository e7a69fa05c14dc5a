import { SIGNUP_PATH } from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';
import { useApplySession } from '../session/use-session';
import { resetDemo } from './demo.api';
import { proSpaceStrings } from './pro-space.strings';

const t = proSpaceStrings.demo;

/** Reminds demo visitors that their edits are private, and lets them start over. */
export function DemoBanner() {
  const applySession = useApplySession();
  const notify = useNotify();
  // Asked first: the reset throws away everything the visitor tried.
  const [asking, setAsking] = useState(false);
  const reset = useMutation({
    mutationFn: resetDemo,
    onSuccess: (reply) => {
      applySession(reply);
      notify('success', t.resetDone);
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  return (
    <div className="demo-banner" role="region" aria-label={t.banner}>
      <p>
        <i className="pi pi-eye" aria-hidden="true" />
        <span>{t.banner}</span>
      </p>
      <div className="demo-banner-actions">
        <Button
          label={t.reset}
          icon="pi pi-replay"
          size="small"
          outlined
          loading={reset.isPending}
          onClick={() => setAsking(true)}
        />
        <Link to={SIGNUP_PATH} className="p-button p-button-sm">
          {t.signup}
        </Link>
      </div>
      <ConfirmDialog
        visible={asking}
        onHide={() => setAsking(false)}
        header={t.resetConfirmTitle}
        message={t.resetConfirmText}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t.resetConfirmYes}
        rejectLabel={t.resetConfirmNo}
        acceptClassName="p-button-danger"
        rejectClassName="p-button-outlined p-button-secondary"
        defaultFocus="reject"
        accept={() => reset.mutate()}
        breakpoints={{ '640px': '92vw' }}
        style={{ width: '30rem' }}
      />
    </div>
  );
}
