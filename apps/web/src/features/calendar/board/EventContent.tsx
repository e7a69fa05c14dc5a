import type { EventContentArg } from '@fullcalendar/core';
import type { ReactNode } from 'react';
import { bookingNoticeStrings } from '../../booking-notice/booking-notice.strings';
import { syncStrings } from '../../calendar-sync/calendar-sync.strings';
import { calendarStrings as t } from '../calendar.strings';
import { VIEWS } from '../calendar-views';
import { cssColor } from '../colors';
import { useCurrentPro } from '../../pro-space/use-current-pro';
import type { EventMeta } from './calendar-events';

const names = (list: { name: string }[]) => list.map((s) => s.name).join(', ');

/** What an event shows: time, client or services, partner; one line in the month view. */
export function EventContent({ arg }: { arg: EventContentArg }) {
  // The selection being dragged (FullCalendar's mirror) carries no data of ours.
  if (!('kind' in arg.event.extendedProps)) return <div className="cal-ev cal-ev-mirror">{arg.timeText}</div>;
  const meta = arg.event.extendedProps as EventMeta;
  const compact = arg.view.type === VIEWS.month;
  if (meta.kind === 'appointment') {
    const a = meta.appointment;
    if (compact) return <MonthLine color={a.color} time={a.start} text={arg.event.title} />;
    const online = a.source === 'online' && (
      <i className="pi pi-globe cal-ev-online" aria-label={t.events.online} title={t.events.online} />
    );
    return (
      <TwoLines time={`${a.start} – ${a.end}`} tag={online} title={arg.event.title} sub={names(a.services)} />
    );
  }
  if (meta.kind === 'busy') {
    const b = meta.busy;
    if (compact) return <MonthLine color="9aa1ad" time={b.start} text={arg.event.title} />;
    const tag = <span className="cal-ev-tag cal-ev-tag-busy">{syncStrings.busyTag}</span>;
    return (
      <div title={syncStrings.busyTitle(b.source)}>
        <TwoLines time={`${b.start} – ${b.end}`} tag={tag} title={arg.event.title} sub={b.source} />
      </div>
    );
  }
  const a = meta.availability;
  const who = a.staff ? a.staff.prenom : t.staffFilter.any;
  const what = names(a.services) || t.events.allServices;
  // The clients calendar shows free availabilities as bookable slots; the other one manages them.
  const free = arg.event.classNames.includes('cal-event-free');
  const perStaff = arg.view.type === VIEWS.staff;
  if (compact) return <MonthLine color={a.color} time={a.start} text={a.booked ? t.events.booked : who} />;
  const title = free ? t.events.available : perStaff ? what : who;
  const sub = free ? (perStaff ? what : `${who} · ${what}`) : perStaff ? null : what;
  const tooClose = arg.event.classNames.includes('cal-event-too-close');
  const booked = a.booked ? (
    <span className="cal-ev-tag">{t.events.booked}</span>
  ) : (
    tooClose && <TooCloseTag />
  );
  return <TwoLines time={`${a.start} – ${a.end}`} tag={booked} title={title} sub={sub} />;
}

/** A free slot clients cannot book online any more: within the minimum notice. */
function TooCloseTag() {
  const pro = useCurrentPro();
  const why = bookingNoticeStrings.tooClose(pro.bookingNoticeHours);
  return (
    <span className="cal-ev-tag cal-ev-tag-notice" title={why} aria-label={why}>
      <i className="pi pi-clock" aria-hidden="true" /> {bookingNoticeStrings.tooCloseTag}
    </span>
  );
}

/** Time (and a tag) on the first line; the title, then the details after a dot, on the second. */
function TwoLines({
  time,
  tag,
  title,
  sub,
}: {
  time: string;
  tag: ReactNode;
  title: string;
  sub: string | null;
}) {
  return (
    <div className="cal-ev">
      <span className="cal-ev-time">
        {time}
        {tag}
      </span>
      <span className="cal-ev-main">
        <strong>{title}</strong>
        {sub && <span className="cal-ev-sub"> · {sub}</span>}
      </span>
    </div>
  );
}

function MonthLine({ color, time, text }: { color: string; time: string; text: string }) {
  return (
    <div className="cal-ev-line">
      <span className="cal-dot" style={{ background: cssColor(color) }} aria-hidden="true" />
      <span className="cal-ev-time">{time}</span>
      <span className="cal-ev-line-text">{text}</span>
    </div>
  );
}
