import type { ResourceApi } from '@fullcalendar/resource';
import { Link } from 'react-router';
import { useProBase } from '../../pro-space/base-context';
import { navItems } from '../../pro-space/nav-items';
import { calendarStrings as t } from '../calendar.strings';
import { ANY_STAFF } from '../calendar-views';
import { cssColor } from '../colors';

// The partner settings screen ('monpersonnel' in the specification), linked once the space offers it.
const STAFF_SCREEN = 'monpersonnel';

/** A staff column's header: colour and name, opening that partner's card (not for 'Indifférent'). */
export function ResourceLabel({ resource }: { resource: ResourceApi }) {
  const { path } = useProBase();
  const color = String(resource.extendedProps.color ?? '808080');
  const dot = <span className="cal-dot" style={{ background: cssColor(color) }} aria-hidden="true" />;
  const linkable = resource.id !== ANY_STAFF && navItems.some((i) => i.path === STAFF_SCREEN);
  if (!linkable)
    return (
      <span className="cal-resource">
        {dot}
        <span>{resource.title}</span>
      </span>
    );
  return (
    <Link
      to={`${path(STAFF_SCREEN)}?staff=${encodeURIComponent(resource.id)}`}
      className="cal-resource cal-resource-link"
      title={t.staffFilter.settings(resource.title)}
    >
      {dot}
      <span>{resource.title}</span>
    </Link>
  );
}
