import { publicProfilePath } from '@quickrdv/core';
import { Link, useLocation } from 'react-router';
import { useProBase } from './base-context';
import { navItems } from './nav-items';
import { proSpaceStrings as t } from './pro-space.strings';
import { useCurrentPro } from './use-current-pro';

/** The list of screens; an entry stays highlighted on its sub-screens (Mon compte on compteMdp...). */
export function ProNav({ onNavigate }: { onNavigate?: () => void }) {
  const { base, path } = useProBase();
  const { pathname } = useLocation();
  const current = pathname.slice(base.length + 1).toLowerCase();
  const { slug } = useCurrentPro();
  return (
    <nav aria-label={t.navLabel}>
      <ul className="pro-nav">
        {navItems.map((item) => {
          const active = current.startsWith(item.path.toLowerCase());
          return (
            <li key={item.path}>
              <Link
                to={path(item.path)}
                className={active ? 'pro-nav-link active' : 'pro-nav-link'}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                <i className={item.icon} aria-hidden="true" />
                <span>{item.label}</span>
              </Link>
            </li>
          );
        })}
        {/* The public booking page as clients see it, in a new tab. */}
        <li>
          <a
            href={publicProfilePath(slug)}
            target="_blank"
            rel="noopener"
            className="pro-nav-link"
            onClick={onNavigate}
            title={t.myPageHint}
          >
            <i className="pi pi-external-link" aria-hidden="true" />
            <span>{t.myPage}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
