import { utcToZoned, type PublicProfile } from '@quickrdv/core';
import { publicProfileStrings as t } from '../public-profile.strings';
import { BlockCard } from './BlockCard';
import { AddressMap } from './MapBlock';

/** The week's opening hours, Monday first, today (in the salon's time zone) highlighted; the map below when asked. */
export function HorairesBlock({ profile, withMap }: { profile: PublicProfile; withMap: boolean }) {
  const today = utcToZoned(new Date(), profile.business.timeZone).weekday;
  return (
    <BlockCard block="HorairesBlock" layout={profile.layout}>
      <ul className="pp-hours">
        {profile.openingHours.map((day) => {
          const isToday = day.weekday === today;
          return (
            <li key={day.weekday} className={isToday ? 'pp-hours-day pp-hours-today' : 'pp-hours-day'}>
              <span className="pp-hours-name">
                {day.name}
                {isToday && <span className="pp-badge">{t.today}</span>}
              </span>
              {day.ranges.length === 0 ? (
                <span className="pp-hours-closed">{t.closed}</span>
              ) : (
                <span className="pp-hours-ranges">
                  {day.ranges.map((r) => (
                    <span key={r.opens}>
                      {r.opens} – {r.closes}
                    </span>
                  ))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {withMap && (
        <div className="pp-hours-map">
          <h3 className="pp-subtitle">{t.address}</h3>
          <AddressMap business={profile.business} />
        </div>
      )}
    </BlockCard>
  );
}
