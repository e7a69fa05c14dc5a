import frLocale from '@fullcalendar/core/locales/fr';
import type {
  BusinessHoursInput,
  DatesSetArg,
  EventClickArg,
  EventDropArg,
  EventInput,
  DateSelectArg,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import type { ResourceInput } from '@fullcalendar/resource';
import resourceTimeGridPlugin from '@fullcalendar/resource-timegrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useCallback, useRef, type RefObject } from 'react';
import { GRID, SCHEDULER_LICENSE_KEY, VIEWS } from '../calendar-views';
import { FC_TIME_ZONE, fromFcDate, wallClockNow } from '../wall-clock';
import type { EventMeta } from './calendar-events';
import { EventContent } from './EventContent';
import { ResourceLabel } from './ResourceLabel';
import { useSwipe } from './use-swipe';

/** A free area the professional picked: one day, wall-clock times, and the column's staff when known. */
export interface PickedRange {
  day: string;
  endDay: string;
  start: string;
  end: string;
  /** Resource id (staff id or ANY_STAFF) in the per-staff view. */
  resourceId: string | null;
  /** True for a single click or tap, false for a dragged range. */
  single: boolean;
}

export interface BoardProps {
  calendarRef: RefObject<FullCalendar | null>;
  /** Phone and tablet layout: shorter titles, fewer events per month day. */
  compact: boolean;
  timeZone: string;
  initialDate: string;
  events: EventInput[];
  resources: ResourceInput[];
  businessHours: BusinessHoursInput;
  onPick: (range: PickedRange) => void;
  onEventPick: (meta: EventMeta) => void;
  onDatesSet: (arg: DatesSetArg) => void;
  onGoToDay: (day: string) => void;
  onSwipe: (direction: 'prev' | 'next') => void;
  /** An appointment dragged or resized: where it now is, and how to put it back if the change is refused. */
  onAppointmentChange: (change: AppointmentChange) => void;
}

export interface AppointmentChange {
  meta: EventMeta;
  start: Date;
  end: Date;
  /** The new column in the per-staff view; undefined when it stayed in its column. */
  resourceId?: string;
  resized: boolean;
  revert: () => void;
}

const SLOT_MS = 15 * 60_000;

/** FullCalendar set up as the specification wants it; the toolbar around it is the page's own. */
const LONG_DAY = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const SHORT_DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;

export function CalendarBoard({
  calendarRef,
  compact,
  timeZone,
  initialDate,
  events,
  resources,
  businessHours,
  onPick,
  onEventPick,
  onDatesSet,
  onGoToDay,
  onSwipe,
  onAppointmentChange,
}: BoardProps) {
  const swipe = useSwipe(onSwipe);
  // FullCalendar does not always hand the DOM event to dateClick: the last pointer's type is kept here.
  const lastPointer = useRef<string>('mouse');

  // Mouse: a click is a one-slot selection and a drag a longer one. Touch: a tap (dateClick), since
  // selecting by touch needs a long press.
  const select = useCallback(
    (arg: DateSelectArg) => {
      arg.view.calendar.unselect();
      if (arg.allDay) return; // all-day selections (month view) open nothing
      const start = fromFcDate(arg.start);
      const end = fromFcDate(arg.end);
      onPick({
        day: start.day,
        endDay: end.day,
        start: start.time,
        end: end.time,
        resourceId: arg.resource?.id ?? null,
        single: arg.end.getTime() - arg.start.getTime() <= SLOT_MS,
      });
    },
    [onPick],
  );
  const dateClick = useCallback(
    (arg: DateClickArg) => {
      if (arg.allDay || lastPointer.current !== 'touch') return;
      const start = fromFcDate(arg.date);
      const end = fromFcDate(new Date(arg.date.getTime() + SLOT_MS));
      onPick({
        day: start.day,
        endDay: end.day,
        start: start.time,
        end: end.time,
        resourceId: arg.resource?.id ?? null,
        single: true,
      });
    },
    [onPick],
  );
  const eventClick = useCallback(
    (arg: EventClickArg) => {
      arg.jsEvent.preventDefault();
      onEventPick(arg.event.extendedProps as EventMeta);
    },
    [onEventPick],
  );
  const now = useCallback(() => wallClockNow(timeZone), [timeZone]);
  const eventDrop = useCallback(
    (arg: EventDropArg) => {
      if (!arg.event.start || !arg.event.end) return arg.revert();
      onAppointmentChange({
        meta: arg.event.extendedProps as EventMeta,
        start: arg.event.start,
        end: arg.event.end,
        resourceId: arg.newResource?.id,
        resized: false,
        revert: arg.revert,
      });
    },
    [onAppointmentChange],
  );
  const eventResize = useCallback(
    (arg: EventResizeDoneArg) => {
      if (!arg.event.start || !arg.event.end) return arg.revert();
      onAppointmentChange({
        meta: arg.event.extendedProps as EventMeta,
        start: arg.event.start,
        end: arg.event.end,
        resized: true,
        revert: arg.revert,
      });
    },
    [onAppointmentChange],
  );

  return (
    <div
      className="cal-board"
      {...swipe}
      onPointerDownCapture={(event) => {
        lastPointer.current = event.pointerType;
      }}
    >
      <FullCalendar
        ref={calendarRef}
        plugins={[resourceTimeGridPlugin, timeGridPlugin, dayGridPlugin, interactionPlugin]}
        schedulerLicenseKey={SCHEDULER_LICENSE_KEY}
        locale={frLocale}
        timeZone={FC_TIME_ZONE}
        now={now}
        initialView={VIEWS.staff}
        initialDate={initialDate}
        headerToolbar={false}
        height="100%"
        views={{
          timeGridFourDay: { type: 'timeGrid', duration: { days: 4 } },
          resourceTimeGridDay: { titleFormat: compact ? SHORT_DAY : LONG_DAY },
          timeGridDay: { titleFormat: compact ? SHORT_DAY : LONG_DAY },
        }}
        {...GRID}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        firstDay={1}
        allDaySlot={false}
        nowIndicator
        businessHours={businessHours}
        selectable
        selectMirror
        unselectAuto
        select={select}
        dateClick={dateClick}
        eventClick={eventClick}
        eventDrop={eventDrop}
        eventResize={eventResize}
        events={events}
        resources={resources}
        resourceOrder="order"
        datesSet={onDatesSet}
        eventContent={(arg) => <EventContent arg={arg} />}
        resourceLabelContent={(arg) => <ResourceLabel resource={arg.resource} />}
        navLinks
        navLinkDayClick={(date) => onGoToDay(fromFcDate(date).day)}
        dayMaxEvents={compact ? 2 : 3}
        moreLinkContent={compact ? (arg) => `+${arg.num}` : undefined}
        eventMinHeight={22}
        expandRows
        stickyHeaderDates
      />
    </div>
  );
}
