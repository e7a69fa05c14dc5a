import { PRO_BASE, type SessionPro } from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Brand } from '../../ui/Brand';
import { LoadError, Loader } from '../../ui/Loader';
import { useApplySession } from '../session/use-session';
import { startDemo } from './demo.api';
import { proSpaceStrings } from './pro-space.strings';

const t = proSpaceStrings.demo;

/**
 * Opens the demo for a visitor without a demo session. A logged-in professional is asked first, since the
 * demo replaces their session.
 */
export function DemoEntry({ currentPro }: { currentPro: SessionPro | null }) {
  const applySession = useApplySession();
  const navigate = useNavigate();
  const start = useMutation({ mutationFn: startDemo, onSuccess: applySession });
  const { mutate } = start;
  // Once per visit: StrictMode runs effects twice, and each start creates a demo copy on the server.
  const autoStarted = useRef(false);

  useEffect(() => {
    if (currentPro || autoStarted.current) return;
    autoStarted.current = true;
    mutate();
  }, [currentPro, mutate]);

  if (start.isError) return <LoadError fullPage error={start.error} onRetry={() => mutate()} />;
  if (!currentPro || start.isPending || start.isSuccess) return <Loader fullPage label={t.preparing} />;

  const footer = (
    <div className="dialog-actions">
      <Button label={t.backToSpace} outlined onClick={() => void navigate(`${PRO_BASE}/accueil`)} />
      <Button label={t.open} icon="pi pi-play" onClick={() => mutate()} />
    </div>
  );
  return (
    <div className="public-page centered-page">
      <header className="public-header">
        <Brand />
      </header>
      <Dialog
        header={t.confirmTitle}
        visible
        closable={false}
        onHide={() => void navigate(`${PRO_BASE}/accueil`)}
        footer={footer}
        style={{ width: '32rem' }}
        breakpoints={{ '640px': '92vw' }}
      >
        <p className="dialog-text">{t.confirmText}</p>
      </Dialog>
    </div>
  );
}
