import { dayHeadingFr, formatLongDateFr } from '@quickrdv/core';
import { useEffect, useRef, useState } from 'react';
import { SlotButton } from './SlotButton';
import { T } from './texts';
import type { SlotDay, WidgetSlot } from './useSlots';

interface SlotListProps {
  days: SlotDay[];
  today: string;
  loading: boolean;
  error: string | null;
  nextAvailableDay: string | null;
  canLoadMore: boolean;
  /** A day to open and bring into view (a header date shortcut). */
  focusDay: string | null;
  onMore: () => void;
  onRetry: () => void;
  onJump: (day: string) => void;
  onPick: (slot: WidgetSlot, y: number) => void;
  /** A selection is active: an empty result says so and offers to change it. */
  filtered: boolean;
  onChooseServices: () => void;
}

/** The accordion of days, each listing its slots; 'Voir plus de dates' loads the following days. */
export function SlotList(p: SlotListProps) {
  // Days the visitor opened or closed; the others follow the default: the first day and the focused one open.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const refs = useRef(new Map<string, HTMLElement>());
  const firstDay = p.days[0]?.day;
  const isOpen = (day: string) => toggled.get(day) ?? (day === firstDay || day === p.focusDay);
  const focusLoaded = p.days.some((d) => d.day === p.focusDay);

  // A focused day (header shortcut) scrolls into view once it is loaded.
  useEffect(() => {
    if (p.focusDay && focusLoaded)
      refs.current.get(p.focusDay)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [p.focusDay, focusLoaded]);

  const toggle = (day: string) => setToggled((t) => new Map(t).set(day, !isOpen(day)));

  return (
    <div className="w-accordion" aria-busy={p.loading}>
      {p.days.map(({ day, slots }) => {
        const expanded = isOpen(day);
        const panelId = `w-day-${day}`;
        return (
          <section
            key={day}
            className={`w-acc-item ${expanded ? 'is-open' : ''}`}
            ref={(el) => {
              if (el) refs.current.set(day, el);
              else refs.current.delete(day);
            }}
          >
            <h3>
              <button
                type="button"
                className="w-acc-head"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(day)}
              >
                <span className="w-acc-day">{dayHeadingFr(day, p.today)}</span>
                <span className="w-acc-count">
                  {slots.length} créneau{slots.length > 1 ? 'x' : ''}
                </span>
                <span className="w-chevron" aria-hidden="true" />
              </button>
            </h3>
            {expanded && (
              <div id={panelId} className="w-slot-grid">
                {slots.map((slot) => (
                  <SlotButton key={slot.id} slot={slot} onPick={p.onPick} />
                ))}
              </div>
            )}
          </section>
        );
      })}
      {p.loading && <p className="w-loading-line">{T.loading}</p>}
      {!p.loading && p.error && (
        <div className="w-alert w-alert-error" role="alert">
          <p>
            {T.slotsError} {p.error}
          </p>
          <button type="button" className="w-btn w-btn-ghost" onClick={p.onRetry}>
            {T.retry}
          </button>
        </div>
      )}
      {!p.loading && !p.error && p.days.length === 0 && (
        <div className="w-empty-box">
          <p>{p.nextAvailableDay ? T.noSlotsHere : p.filtered ? T.noSlotsForSelection : T.noSlotsAtAll}</p>
          {!p.nextAvailableDay && p.filtered && (
            <button type="button" className="w-btn w-btn-ghost" onClick={p.onChooseServices}>
              {T.editSelection}
            </button>
          )}
          {p.nextAvailableDay && (
            <button
              type="button"
              className="w-btn w-btn-primary"
              onClick={() => p.onJump(p.nextAvailableDay!)}
            >
              {T.nextAvailable(formatLongDateFr(p.nextAvailableDay))}
            </button>
          )}
        </div>
      )}
      {!p.loading && !p.error && p.canLoadMore && p.days.length > 0 && (
        <button type="button" className="w-btn w-btn-ghost w-btn-block" onClick={p.onMore}>
          {T.moreDates}
        </button>
      )}
    </div>
  );
}
