import { formatDurationFr, formatEuros, type PublicProfile } from '@quickrdv/core';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { publicProfileStrings as t } from '../public-profile.strings';
import { BlockCard } from './BlockCard';

/** Services by category (the first one open), each with its price, duration and description. */
export function AccordionPrestaBlock({ profile }: { profile: PublicProfile }) {
  const categories = profile.serviceCategories.filter((c) => c.services.length > 0);
  return (
    <BlockCard block="AccordionPrestaBlock" layout={profile.layout}>
      {categories.length === 0 ? (
        <p className="pp-muted">{t.noServices}</p>
      ) : (
        <Accordion multiple activeIndex={[0]} className="pp-services">
          {categories.map((category) => (
            <AccordionTab
              key={category.id ?? 'none'}
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
                        <i className="pi pi-clock" aria-hidden="true" />
                        {formatDurationFr(s.durationMinutes)}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            </AccordionTab>
          ))}
        </Accordion>
      )}
    </BlockCard>
  );
}
