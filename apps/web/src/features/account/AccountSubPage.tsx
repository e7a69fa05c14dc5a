import { accountMessages } from '@quickrdv/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useNotify } from '../../ui/toast';
import { useProBase } from '../pro-space/base-context';
import { accountStrings as t } from './account.strings';

/**
 * Frame of the account's sub-screens: a title and the close icon back to {base}/compte. Closing a form with
 * something typed (`edited`) says the spec's 'Modification annulée': nothing was changed.
 */
export function AccountSubPage({
  title,
  wide = false,
  edited = false,
  children,
}: {
  title: string;
  wide?: boolean;
  edited?: boolean;
  children: ReactNode;
}) {
  const { path } = useProBase();
  const notify = useNotify();
  return (
    <section className={wide ? 'account-subpage account-subpage-wide' : 'account-subpage'}>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        <Link
          to={path('compte')}
          className="p-button p-button-text p-button-rounded p-button-icon-only p-button-secondary"
          aria-label={t.close}
          title={t.close}
          onClick={() => {
            if (edited) notify('warn', accountMessages.editCancelled);
          }}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </Link>
      </header>
      {children}
    </section>
  );
}

/** Why a form is disabled in the demo. */
export function DemoUnavailableNote() {
  return (
    <p className="notice notice-info" role="note">
      <i className="pi pi-info-circle" aria-hidden="true" />
      <span>{t.demoUnavailable}</span>
    </p>
  );
}
