import './auth.css';
import type { ReactNode } from 'react';
import { Brand } from '../../ui/Brand';
import { authStrings as t } from './auth.strings';

/** Sign-up and login: the form on a card, with a short reminder of the product beside it on wide screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      <aside className="auth-aside">
        <Brand inverted />
        <div className="auth-aside-body">
          <h2>{t.aside.title}</h2>
          <ul>
            {t.aside.points.map((point) => (
              <li key={point}>
                <i className="pi pi-check-circle" aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className="auth-main">
        <div className="auth-mobile-brand">
          <Brand />
        </div>
        <div className="auth-card">
          <h1>{title}</h1>
          <p className="auth-subtitle">{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
