import {
  gridPosition,
  formatLongDateFr,
  noNextAppointmentText,
  addDays,
  WEEK_GRID_DAYS,
  WEEK_GRID_END,
  WEEK_GRID_START,
  WEEK_GRID_STEP,
  weekColumnLabel,
  weekGridDays,
  weekLanes,
} from '@quickrdv/core';
import { useEffect, useRef, useState } from 'react';
import { SlotButton } from './SlotButton';
import { T } from './texts';
import type { Selection } from './useSelection';
import { useSlots, type SlotFilter, type WidgetSlot } from './useSlots';
import { WeekConfirm } from './WeekConfirm';

interface WeekCalendarProps {
  slug: string;
  /** The salon's name, in the spec's title 'Prendre rendez-vous | {business}'. */
  business: string;
  filter: SlotFilter;
  today: string;
  /** Name of the team member chosen in the filter, if any (for the empty banner). */
  memberName: string | null;
  /** First day to show (a header date shortcut), else today; the parent remounts the calendar when it changes. */
  startDay: string | null;
  /** The visitor's services, recalled in the confirmation panel. */
  selection: Selection;
  /** A slot confirmed in the panel: the booking dialog takes over. */
  onPick: (slot: WidgetSlot, y: number) => void;
  refreshKey: number;
}

const HOURS = Array.from(
  { length: (WEEK_GRID_END - WEEK_GRID_START) / 60 },
  (_, i) => `${String(WEEK_GRID_START / 60 + i).padStart(2, '0')}:00`,
);

/**
 * The weekly calendar (spec: 07:00-21:00, 24 h, three days from today, read-only, no all-day row; prev/next
 * move by the days shown, see WEEK_GRID_STEP), drawn as a plain CSS grid so the widget carries no calendar
 * library.
 */
export function WeekCalendar({
  slug,
  business,
  filter,
  today,
  memberName,
  startDay,
  selection,
  onPick,
  refreshKey,
}: WeekCalendarProps) {
  const [start, setStart] = useState(startDay ?? today);
  const [bannerClosed, setBannerClosed] = useState(false);
  const slots = useSlots(slug, filter, start, WEEK_GRID_DAYS, refreshKey);
  // A slot clicked here first opens the confirmation panel (spec); `returnTo` is the slot to focus once it is
  // given up, since the dialog leaves the page without a focus.
  const [pending, setPending] = useState<{ slot: WidgetSlot; y: number } | null>(null);
  const returnTo = useRef<string | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const id = returnTo.current;
    if (pending || !id) return;
    returnTo.current = null;
    const grid = gridRef.current;
    (grid?.querySelector<HTMLElement>(`[data-slot-id="${CSS.escape(id)}"] button`) ?? grid)?.focus();
  }, [pending]);
  const days = weekGridDays(start);
  const byDay = new Map(slots.days.map((d) => [d.day, d.slots]));
  const lanesByDay = new Map(slots.days.map((d) => [d.day, weekLanes(d.slots)]));
  const first = slots.days[0]?.slots[0];
  const goTo = (day: string) => {
    setStart(day < today ? today : day);
    setBannerClosed(false);
  };
  const move = (n: number) => goTo(addDays(start, n));

  let banner: React.ReactNode = null;
  if (!slots.loading && !slots.error && !bannerClosed) {
    if (first) banner = T.weekBanner(formatLongDateFr(first.day), first.start);
    else if (slots.nextAvailableDay)
      banner = (
        <button type="button" className="w-link" onClick={() => setStart(slots.nextAvailableDay!)}>
          {T.nextAvailable(formatLongDateFr(slots.nextAvailableDay))}
        </button>
      );
    else banner = noNextAppointmentText(memberName ?? undefined);
  }

  return (
    <div className="w-week">
      <h3 className="w-week-title">{T.weekTitle(business)}</h3>
      <div className="w-week-nav">
        <button
          type="button"
          className="w-icon-btn"
          aria-label={T.prevDays}
          disabled={start <= today}
          onClick={() => move(-WEEK_GRID_STEP)}
        >
          ‹
        </button>
        <p className="w-week-range">
          {formatLongDateFr(days[0]!).replace(/ \d{4}$/, '')} – {formatLongDateFr(days.at(-1)!)}
        </p>
        <button
          type="button"
          className="w-icon-btn"
          aria-label={T.nextDaysNav}
          onClick={() => move(WEEK_GRID_STEP)}
        >
          ›
        </button>
      </div>
      <label className="w-week-jump">
        <span>{T.goToDate}</span>
        {/* The browser's own date picker: French where the visitor's browser is, and no library to load. */}
        <input
          type="date"
          min={today}
          value={start}
          // An emptied or malformed field (typed by hand) moves nothing.
          onChange={(event) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) goTo(event.target.value);
          }}
        />
      </label>
      {banner && (
        <div className="w-week-banner" role="status">
          <span>{banner}</span>
          <button type="button" className="w-link" onClick={() => setBannerClosed(true)}>
            {T.close}
          </button>
        </div>
      )}
      {slots.error && (
        <div className="w-alert w-alert-error" role="alert">
          <p>
            {T.slotsError} {slots.error}
          </p>
          <button type="button" className="w-btn w-btn-ghost" onClick={slots.reload}>
            {T.retry}
          </button>
        </div>
      )}
      <div
        ref={gridRef}
        // Focus lands here when the slot given up has gone meanwhile.
        tabIndex={-1}
        className="w-week-grid"
        aria-busy={slots.loading}
        style={{ '--cols': WEEK_GRID_DAYS } as React.CSSProperties}
      >
        <div className="w-week-corner" />
        {days.map((day) => {
          const label = weekColumnLabel(day);
          return (
            <div key={day} className={`w-week-colhead ${day === today ? 'is-today' : ''}`}>
              <span>{label.weekday}</span>
              <strong>{label.dayNumber}</strong>
              <span>{label.month}</span>
            </div>
          );
        })}
        <div className="w-week-hours" aria-hidden="true">
          {HOURS.map((h) => (
            <span key={h}>{h}</span>
          ))}
        </div>
        {days.map((day) => (
          <div key={day} className="w-week-col" data-day={day}>
            {(byDay.get(day) ?? []).map((slot, i) => {
              const pos = gridPosition(slot.start, slot.end);
              if (!pos) return null;
              const { lane, lanes } = lanesByDay.get(day)![i]!;
              return (
                <div
                  key={slot.id}
                  className={`w-week-event${lanes > 1 ? ' is-shared' : ''}${lanes > 2 ? ' is-crowded' : ''}`}
                  data-slot-id={slot.id}
                  style={
                    {
                      top: `${pos.top * 100}%`,
                      height: `${pos.height * 100}%`,
                      '--lane': lane,
                      '--lanes': lanes,
                    } as React.CSSProperties
                  }
                >
                  <SlotButton slot={slot} onPick={(s, y) => setPending({ slot: s, y })} compact />
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {pending && (
        <WeekConfirm
          slot={pending.slot}
          anchorY={pending.y}
          selection={selection}
          onConfirm={() => {
            setPending(null);
            onPick(pending.slot, pending.y);
          }}
          onCancel={() => {
            returnTo.current = pending.slot.id;
            setPending(null);
          }}
        />
      )}
    </div>
  );
}
