import { todayIn } from '@quickrdv/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { calendarKeys, fetchMonthlyCount } from '../calendar/calendar.api';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { homeStrings } from './home.strings';

const t = homeStrings.usage;

/** This month's published availabilities against the free plan's cap (the figure the server enforces). */
export function PlanUsage() {
  const pro = useCurrentPro();
  const { path } = useProBase();
  const month = todayIn(pro.timeZone).slice(0, 7);
  const query = useQuery({
    queryKey: calendarKeys.monthlyCount(month),
    queryFn: () => fetchMonthlyCount(month),
  });
  if (!query.data) return null;
  const { count, cap } = query.data;
  return (
    <article className="card home-card home-usage">
      <h2>{t.title}</h2>
      {cap === null ? (
        <p>{t.unlimited(count)}</p>
      ) : (
        <>
          <p className="home-usage-figure">{t.capped(count, cap)}</p>
          <progress
            className="home-usage-bar"
            max={cap}
            value={Math.min(count, cap)}
            aria-label={t.barLabel}
          />
          <p>{t.left(Math.max(cap - count, 0))}</p>
        </>
      )}
      <Link to={path('compteAbonnement')} className="inline-link">
        {t.link}
      </Link>
    </article>
  );
}
