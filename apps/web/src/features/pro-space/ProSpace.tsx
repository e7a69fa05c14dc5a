import { DEMO_BASE, LOGIN_PATH, PRO_BASE } from '@quickrdv/core';
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadError, Loader } from '../../ui/Loader';
import { useSession } from '../session/use-session';
import { ProBaseContext, proBase } from './base-context';
import { DemoEntry } from './DemoEntry';
import { ProLayout } from './ProLayout';
import { proSpaceStrings as t } from './pro-space.strings';

/**
 * The professional space under its base. The real space needs a logged-in professional (else: login, coming
 * back here afterwards); the demo needs a demo session, which DemoEntry opens.
 */
export function ProSpace({ mode }: { mode: 'pro' | 'demo' }) {
  const session = useSession();
  const location = useLocation();
  const isDemo = mode === 'demo';
  const base = useMemo(() => proBase(isDemo ? DEMO_BASE : PRO_BASE, isDemo), [isDemo]);

  if (session.isPending) return <Loader fullPage label={t.loadingSpace} />;
  if (session.error)
    return <LoadError fullPage error={session.error} onRetry={() => void session.refetch()} />;
  if (isDemo && !session.pro?.isDemo) return <DemoEntry currentPro={session.pro} />;
  if (!isDemo && (!session.pro || session.pro.isDemo)) {
    const from = location.pathname + location.search;
    return <Navigate to={LOGIN_PATH} replace state={{ from }} />;
  }
  return (
    <ProBaseContext.Provider value={base}>
      <ProLayout pro={session.pro!} />
    </ProBaseContext.Provider>
  );
}
