import './pro-space.css';
import { LOGIN_PATH, PLAN_DESCRIPTIONS, type SessionPro } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { ProLiveProvider } from '../../lib/live/ProLiveProvider';
import { UnsavedChangesProvider } from '../../lib/unsaved-changes';
import { Brand } from '../../ui/Brand';
import { Loader } from '../../ui/Loader';
import { Sidebar } from '../../ui/Sidebar';
import { useNotify } from '../../ui/toast';
import { AssistantPanel } from '../assistant/AssistantPanel';
import { ChatDock } from '../chat/pro/ChatDock';
import { useLogout } from '../session/use-logout';
import { useFirstVisitTour } from '../tour/use-tour';
import { IncomingCallPanel } from '../video/IncomingCallPanel';
import { useProBase } from './base-context';
import { DemoBanner } from './DemoBanner';
import { ProNav } from './ProNav';
import { proSpaceStrings as t } from './pro-space.strings';

/**
 * Desktop (> 1200px): navigation on the left and a top bar. Phone and tablet: the top bar has a menu button
 * opening the same navigation in a side panel. The switch is in pro-space.css.
 */
export function ProLayout({ pro }: { pro: SessionPro }) {
  const { isDemo, path } = useProBase();
  const notify = useNotify();
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout(isDemo ? '/' : LOGIN_PATH);
  const logoutLabel = isDemo ? t.leaveDemo : t.logout;
  const signOut = () =>
    logout.mutate(undefined, { onError: (error) => notify('error', errorMessage(error)) });
  const planLabel = PLAN_DESCRIPTIONS[pro.plan].label;
  useFirstVisitTour();

  return (
    <ProLiveProvider>
      <UnsavedChangesProvider>
        <div className="pro-shell">
          <aside className="pro-sidenav">
            <Brand to={path('accueil')} inverted />
            <ProNav />
          </aside>
          <div className="pro-main">
            <header className="pro-topbar">
              <Button
                className="pro-menu-button"
                icon="pi pi-bars"
                text
                rounded
                aria-label={t.openMenu}
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              />
              <div className="pro-topbar-title">
                <span className="pro-business-name">{pro.nomSociete}</span>
                <span className={`plan-badge plan-${pro.plan.toLowerCase()}`} title={t.planBadge(planLabel)}>
                  {planLabel}
                </span>
              </div>
              <Button
                className="pro-logout"
                label={logoutLabel}
                icon="pi pi-sign-out"
                text
                loading={logout.isPending}
                onClick={signOut}
              />
            </header>
            {isDemo && <DemoBanner />}
            <main className="pro-content">
              <Suspense fallback={<Loader />}>
                <Outlet />
              </Suspense>
            </main>
          </div>
          <Sidebar
            visible={menuOpen}
            onHide={() => setMenuOpen(false)}
            className="pro-sidebar"
            header={<Brand to={path('accueil')} onClick={() => setMenuOpen(false)} />}
            blockScroll
          >
            <ProNav onNavigate={() => setMenuOpen(false)} />
            <Button
              className="pro-sidebar-logout"
              label={logoutLabel}
              icon="pi pi-sign-out"
              outlined
              severity="secondary"
              loading={logout.isPending}
              onClick={signOut}
            />
          </Sidebar>
          <AssistantPanel />
          <ChatDock />
          <IncomingCallPanel />
        </div>
      </UnsavedChangesProvider>
    </ProLiveProvider>
  );
}
