import type { PublicStaff, SlotSearchReply } from '@quickrdv/core';
import { addDays } from '@quickrdv/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSlots, WidgetApiError } from './api';

/** A slot with its staff member and offered services resolved (replies refer to them by index). */
export interface WidgetSlot {
  id: string;
  day: string;
  start: string;
  end: string;
  staff: PublicStaff | null;
  offered: string[];
  maxMinutes: number;
}

export interface SlotDay {
  day: string;
  slots: WidgetSlot[];
}

export interface SlotFilter {
  staffId: string | null;
  serviceIds: readonly string[];
}

function resolve(reply: SlotSearchReply): SlotDay[] {
  const staff = new Map(reply.staff.map((s) => [s.id, s]));
  return reply.days.map(({ day, slots }) => ({
    day,
    slots: slots.map((s) => ({
      id: s.id,
      day,
      start: s.start,
      end: s.end,
      staff: s.staffId ? (staff.get(s.staffId) ?? null) : null,
      offered: reply.offers[s.offer] ?? [],
      maxMinutes: s.maxMinutes,
    })),
  }));
}

interface SlotsState {
  days: SlotDay[];
  /** Last day searched so far. */
  to: string | null;
  nextAvailableDay: string | null;
  /** Nothing bookable after the days loaded: no 'Voir plus de dates'. */
  exhausted: boolean;
  loading: boolean;
  error: string | null;
}

const EMPTY: SlotsState = {
  days: [],
  to: null,
  nextAvailableDay: null,
  exhausted: false,
  loading: true,
  error: null,
};

/**
 * Slots of `pageDays` days from `from`, matching the filter; `loadMore` appends the following days
 * ('Voir plus de dates'), `reload` starts again (after a slot was taken).
 */
export function useSlots(slug: string, filter: SlotFilter, from: string, pageDays: number, refreshKey = 0) {
  const [state, setState] = useState<SlotsState>(EMPTY);
  const [version, setVersion] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const serviceKey = filter.serviceIds.join(',');

  const load = useCallback(
    function run(start: string, append: boolean) {
      controller.current?.abort();
      const abort = (controller.current = new AbortController());
      setState((s) => ({ ...(append ? s : { ...EMPTY, days: s.days }), loading: true, error: null }));
      const query = {
        from: start,
        days: pageDays,
        staffId: filter.staffId,
        serviceIds: serviceKey ? serviceKey.split(',') : [],
      };
      fetchSlots(slug, query, abort.signal).then(
        (reply) => {
          if (abort.signal.aborted) return;
          // 'Voir plus de dates' over an empty stretch goes straight on to the next bookable day.
          if (append && !reply.days.length && reply.nextAvailableDay)
            return run(reply.nextAvailableDay, true);
          setState((s) => ({
            days: append ? [...s.days, ...resolve(reply)] : resolve(reply),
            to: reply.to,
            nextAvailableDay: reply.nextAvailableDay,
            exhausted: !reply.days.length && !reply.nextAvailableDay,
            loading: false,
            error: null,
          }));
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          const message = error instanceof WidgetApiError ? error.message : String(error);
          setState((s) => ({ ...s, loading: false, error: message }));
        },
      );
    },
    [slug, filter.staffId, serviceKey, pageDays],
  );

  useEffect(() => {
    load(from, false);
    return () => controller.current?.abort();
  }, [load, from, version, refreshKey]);

  const loadMore = useCallback(() => {
    if (state.to) load(addDays(state.to, 1), true);
  }, [load, state.to]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return { ...state, loadMore, reload };
}
