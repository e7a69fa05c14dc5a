import { Link, useLocation } from 'react-router';
import { useProBase } from './base-context';
import { navItems } from './nav-items';
import { proSpaceStrings as t } from './pro-space.strings';

/** The list of screens; an entry stays highlighted on its sub-screens (Mon compte on compteMdp...). */
export function ProNav({ onNavigate }: { onNavigate?: () => void }) {
  const { base, path } = useProBase();
  const { pathname } = useLocation();
  const current = pathname.slice(base.length + 1).toLowerCase();
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
      </ul>
    </nav>
  );
}
