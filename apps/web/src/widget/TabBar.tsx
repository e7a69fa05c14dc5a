import { tabBarLift } from '@quickrdv/core';
import { useHostViewport } from './host-messages';
import { T } from './texts';
import { StrokeIcon } from './ui/StrokeIcon';

export type Tab = 'services' | 'slots' | 'infos';

const ICONS: Record<Tab, string> = {
  // Scissors, calendar, info: drawn inline so the widget loads no icon font.
  services:
    'M6 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm2.1-13.9L20 19M8.1 15.9 20 4',
  slots:
    'M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v12a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5v-12ZM4 10h16M8 3v4M16 3v4',
  infos: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5v.5',
};

/**
 * The sticky bottom bar: three mutually exclusive tabs. In a frame taller than the host's screen it sticks to
 * the bottom of the part on screen, not to the frame's bottom screens below.
 */
export function TabBar({ tab, onTab, count }: { tab: Tab; onTab: (tab: Tab) => void; count: number }) {
  const tabs: Tab[] = ['services', 'slots', 'infos'];
  const lift = useHostViewport(tabBarLift);
  return (
    <nav className="w-tabbar" style={lift ? { bottom: lift } : undefined}>
      <div role="tablist" aria-label={T.tabsLabel}>
        {tabs.map((t) => (
          <button
            key={t}
            id={`w-tab-${t}`}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls={`w-panel-${t}`}
            onClick={() => onTab(t)}
          >
            <span className="w-tab-icon">
              <StrokeIcon d={ICONS[t]} />
              {t === 'services' && count > 0 && <span className="w-badge">{count}</span>}
            </span>
            <span>{T.tabs[t === 'services' ? 'services' : t === 'slots' ? 'slots' : 'infos']}</span>
          </button>
        ))}
      </div>
    </nav>
  );
}
