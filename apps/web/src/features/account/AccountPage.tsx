import './account.css';
import { PLAN_DESCRIPTIONS } from '@quickrdv/core';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { businessStrings } from '../business/business.strings';
import { AccountRow } from './AccountRow';
import { DemoUnavailableNote } from './AccountSubPage';
import { DeletionRow } from './DeletionRow';
import { ProfilePageRow } from './ProfilePageRow';
import { QrCodeRow } from './QrCodeRow';
import { WidgetRow } from './WidgetRow';
import { accountStrings as t } from './account.strings';

/**
 * MON COMPTE: subscription, contact details, identifier, password, QR code, widget, profile page and account
 * deletion. Other screens link to a row by its id (the home's 'Mon QR code' to #qr-code).
 */
export function AccountPage() {
  usePageTitle(t.pageTitle);
  const pro = useCurrentPro();
  const { path, isDemo } = useProBase();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  // In the demo these changes are refused by the server, so the control is shown disabled (see the note above).
  const editLink = (screen: string, ariaLabel: string) =>
    isDemo ? (
      <span
        className="p-button p-button-outlined p-button-sm p-disabled"
        role="link"
        aria-disabled="true"
        aria-label={ariaLabel}
      >
        {t.rows.edit}
      </span>
    ) : (
      <Link to={path(screen)} className="p-button p-button-outlined p-button-sm" aria-label={ariaLabel}>
        {t.rows.edit}
      </Link>
    );

  return (
    <section className="account-page">
      <header className="page-header">
        <h1 className="page-title">{t.title}</h1>
      </header>
      {isDemo && <DemoUnavailableNote />}
      <ul className="account-rows card">
        <AccountRow
          icon="pi pi-star"
          label={t.rows.subscription}
          value={t.rows.subscriptionValue(PLAN_DESCRIPTIONS[pro.plan].label)}
          action={
            <Link to={path('compteAbonnement')} className="p-button p-button-outlined p-button-sm">
              {t.rows.subscriptionAction}
            </Link>
          }
        />
        <AccountRow
          icon="pi pi-building"
          label={businessStrings.accountRow.label}
          value={pro.nomSociete}
          hint={businessStrings.accountRow.hint}
          action={
            <Link
              to={path('coordonnees')}
              className="p-button p-button-outlined p-button-sm"
              aria-label={businessStrings.accountRow.actionLabel}
            >
              {businessStrings.accountRow.action}
            </Link>
          }
        />
        <AccountRow
          icon="pi pi-envelope"
          label={t.rows.identifier}
          value={<span className="break-anywhere">{isDemo ? t.demoIdentifier : pro.email}</span>}
          hint={isDemo ? undefined : t.rows.identifierHint}
          action={editLink('compteIdentity', t.rows.editIdentifier)}
        />
        <AccountRow
          icon="pi pi-lock"
          label={t.rows.password}
          value={t.rows.passwordMask}
          action={editLink('compteMdp', t.rows.editPassword)}
        />
        <QrCodeRow />
        <WidgetRow />
        <ProfilePageRow />
        <DeletionRow />
      </ul>
      <ConfirmDialog breakpoints={{ '640px': '92vw' }} style={{ width: '30rem' }} />
    </section>
  );
}
