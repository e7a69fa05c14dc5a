import { formatDurationFr, formatEuros, type PublicProfile } from '@quickrdv/core';
import { useId, useState, type ReactNode } from 'react';
import { publicProfileStrings as t } from '../public-profile.strings';
import { BlockCard } from './BlockCard';
import { Icon } from '../../../ui/icon/Icon';

/**
 * Services by category (the first one open, several may be), each with its price, duration and description.
 * A plain disclosure list drawn with the theme's accordion classes: PrimeReact's Accordion would bring
 * PrimeReact's code to the public page.
 */
export function AccordionPrestaBlock({ profile }: { profile: PublicProfile }) {
  const categories = profile.serviceCategories.filter((c) => c.services.length > 0);
  return (
    <BlockCard block="AccordionPrestaBlock" layout={profile.layout}>
      {categories.length === 0 ? (
        <p className="pp-muted">{t.noServices}</p>
      ) : (
        <div className="p-accordion p-component pp-services">
          {categories.map((category, index) => (
            <CategoryTab
              key={category.id ?? 'none'}
              initiallyOpen={index === 0}
              header={
                <span className="pp-services-head">
                  <span>{category.name ?? t.otherServices}</span>
                  <span className="pp-services-count">{t.servicesCount(category.services.length)}</span>
                </span>
              }
            >
              <ul className="pp-service-list">
                {category.services.map((s) => (
                  <li key={s.id} className="pp-service">
                    <div className="pp-service-main">
                      <span className="pp-service-name">
                        {s.color && (
                          <span className="pp-dot" style={{ background: `#${s.color}` }} aria-hidden="true" />
                        )}
                        {s.name}
                      </span>
                      {s.description.trim() && (
                        <div
                          className="pp-rich pp-service-desc"
                          dangerouslySetInnerHTML={{ __html: s.description }}
                        />
                      )}
                    </div>
                    <div className="pp-service-facts">
                      <strong className="pp-service-price">{formatEuros(s.amountCents)}</strong>
                      <span className="pp-service-duration">
                        <Icon name="clock" />
                        {formatDurationFr(s.durationMinutes)}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            </CategoryTab>
          ))}
        </div>
      )}
    </BlockCard>
  );
}

/** One category: its header toggles its list. */
function CategoryTab({
  header,
  initiallyOpen,
  children,
}: {
  header: ReactNode;
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return (
    <div className="p-accordion-tab">
      <div className={open ? 'p-accordion-header p-highlight' : 'p-accordion-header'}>
        <button
          type="button"
          className="p-accordion-header-link"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <Icon name={open ? 'chevron-down' : 'chevron-right'} className="p-accordion-toggle-icon" />
          {header}
        </button>
      </div>
      <div id={panelId} className="p-accordion-content" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
