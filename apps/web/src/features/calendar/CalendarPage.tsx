import './calendar.css';
import './board.css';
import './phone.css';
import './panels.css';
import './panel-parts.css';
import './calendar-print.css';
import { bookableFromMs, isValidDay, todayIn } from '@quickrdv/core';
import type { DatesSetArg } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useNotify } from '../../ui/toast';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { movePatch } from './board/appointment-move';
import { CalendarBoard, type AppointmentChange, type PickedRange } from './board/CalendarBoard';
import { ClientSearch } from './board/ClientSearch';
import { UndoBar } from './board/UndoBar';
import { useColorBy } from './board/use-color-by';
import { useAppointmentMove } from './board/use-appointment-move';
import {
  buildEvents,
  buildResources,
  businessHoursOf,
  type CalendarMode,
  type EventMeta,
} from './board/calendar-events';
import { CalendarSpeedDial } from './board/CalendarSpeedDial';
import { CalendarHeaderActions } from './board/CalendarHeaderActions';
import { CalendarToolbar } from './board/CalendarToolbar';
import { WeekStrip } from './board/WeekStrip';
import { calendarStrings as t } from './calendar.strings';
import {
  COMPACT_QUERY,
  DEFAULT_ACCENT,
  isDayLike,
  VIEWS,
  viewKeyOf,
  viewToast,
  type ViewKey,
} from './calendar-views';
import { CalendarPanels, type Panel } from './CalendarPanels';
import { appointmentDraft, appointmentDraftFromAvailability, availabilityDraft } from './drafts';
import { useCalendarData } from './use-calendar-data';
import { useMediaQuery } from '../onboarding/use-compact-layout';
import { fromFcDate } from './wall-clock';

interface Shown {
  view: ViewKey;
  from: string;
  to: string;
  title: string;
  /** The date the calendar is on (the mini-calendar and the week strip show it). */
  current: string;
}

/**
 * {base}/calendrierclient: the clients calendar, or with ?calendrier=dispo the availabilities calendar;
 * ?datefromclient=YYYY-MM-DD opens a given day.
 */
export function CalendarPage() {
  const pro = useCurrentPro();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const mode: CalendarMode = params.get('calendrier') === 'dispo' ? 'dispo' : 'clients';
  usePageTitle(mode === 'dispo' ? t.modes.dispo : t.modes.clients);
  const compact = useMediaQuery(COMPACT_QUERY);
  const today = todayIn(pro.timeZone);
  const askedDay = params.get('datefromclient');
  const [initialDate] = useState(() => (askedDay && isValidDay(askedDay) ? askedDay : today));
  const calendarRef = useRef<FullCalendar>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [filter, setFilter] = useState<string | null>(null);
  const [accent, setAccent] = useState(DEFAULT_ACCENT);
  const [panel, setPanel] = useState<Panel | null>(null);
  // The board opens on the staff day view of initialDate: that day's events load with the catalogue rather
  // than after the board's first render (the same query keys as once the board reports its dates).
  const data = useCalendarData(mode, shown ?? { from: initialDate, to: initialDate });
  const { staff, services, hours } = data.catalog;

  const month = shown?.view === 'month';
  const move = useAppointmentMove();
  const applyMove = move.apply;
  const onAppointmentChange = useCallback(
    (change: AppointmentChange) => {
      if (change.meta.kind !== 'appointment') return change.revert();
      void applyMove({
        appointment: change.meta.appointment,
        patch: movePatch(change),
        resized: change.resized,
        revert: change.revert,
      });
    },
    [applyMove],
  );
  const minuteNow = useMinuteClock();
  const [colorBy, setColorBy] = useColorBy();
  const events = useMemo(
    () =>
      buildEvents({
        mode,
        appointments: data.appointments,
        availabilities: data.availabilities,
        busy: data.busy,
        filter,
        month,
        bookableFrom: bookableFromMs(minuteNow, pro.bookingNoticeHours),
        draggable: !compact,
        colorBy,
      }),
    [
      mode,
      data.appointments,
      data.availabilities,
      data.busy,
      filter,
      month,
      minuteNow,
      pro.bookingNoticeHours,
      compact,
      colorBy,
    ],
  );
  const resources = useMemo(() => buildResources(staff, filter), [staff, filter]);
  const businessHours = useMemo(() => businessHoursOf(hours), [hours]);
  const calendar = () => calendarRef.current?.getApi();

  // A link to another day (from a client's appointments) while the page is open.
  useEffect(() => {
    if (askedDay && isValidDay(askedDay)) calendarRef.current?.getApi().gotoDate(askedDay);
  }, [askedDay]);
  // The 4-day view is the phone's; a wider window shows the week instead.
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!compact && api?.view.type === VIEWS.fourDays) api.changeView(VIEWS.week);
  }, [compact]);

  const onDatesSet = useCallback((arg: DatesSetArg) => {
    setShown({
      view: viewKeyOf(arg.view.type),
      from: fromFcDate(arg.start).day,
      to: fromFcDate(new Date(arg.end.getTime() - 1)).day,
      title: arg.view.title,
      current: fromFcDate(arg.view.calendar.getDate()).day,
    });
  }, []);
  const step = hours?.step ?? 30;
  const onPick = useCallback(
    (range: PickedRange) =>
      setPanel(
        mode === 'clients'
          ? { kind: 'create-appointment', draft: appointmentDraft(range, filter, step) }
          : { kind: 'create-availability', draft: availabilityDraft(range, filter) },
      ),
    [mode, filter, step],
  );
  const onEventPick = useCallback(
    (meta: EventMeta) => {
      if (meta.kind === 'busy') return; // read-only; its tooltip says where it comes from
      if (meta.kind === 'appointment') setPanel({ kind: 'edit-appointment', appointment: meta.appointment });
      else if (mode === 'dispo') setPanel({ kind: 'edit-availability', availability: meta.availability });
      else
        setPanel({ kind: 'create-appointment', draft: appointmentDraftFromAvailability(meta.availability) });
    },
    [mode],
  );
  const changeView = (key: ViewKey) => {
    calendar()?.changeView(VIEWS[key]);
    notify('info', viewToast[key], undefined, 'calendar-view');
  };
  const stepBy = useCallback((direction: 'prev' | 'next') => {
    const api = calendarRef.current?.getApi();
    if (direction === 'prev') api?.prev();
    else api?.next();
  }, []);
  const goToDay = useCallback((day: string) => calendarRef.current?.getApi().gotoDate(day), []);
  const openDay = useCallback(
    (day: string) => calendarRef.current?.getApi().changeView(VIEWS.staff, day),
    [],
  );
  const switchMode = (next: CalendarMode) => {
    setPanel(null);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'dispo') copy.set('calendrier', 'dispo');
        else copy.delete('calendrier');
        return copy;
      },
      { replace: true },
    );
  };

  if (data.catalog.isPending) return <Loader />;
  if (data.catalog.error) return <LoadError error={data.catalog.error} onRetry={data.catalog.refetch} />;

  const view = shown?.view ?? 'staff';
  const style = { '--cal-accent': `#${accent}` } as CSSProperties;
  return (
    <section className={`calendar-page cal-mode-${mode}`} style={style}>
      <header className="cal-header">
        <div className="cal-heading">
          <h1 className="page-title">{mode === 'dispo' ? t.modes.dispo : t.modes.clients}</h1>
          <p className="cal-hint">{mode === 'dispo' ? t.modes.hintDispo : t.modes.hintClients}</p>
        </div>
        <ClientSearch onGoToDay={openDay} />
        {!compact && (
          <CalendarHeaderActions
            mode={mode}
            colorBy={colorBy}
            onColorBy={setColorBy}
            onPanel={setPanel}
            onMode={switchMode}
          />
        )}
      </header>
      <div className="cal-card card">
        <CalendarToolbar
          compact={compact}
          title={shown?.title ?? ''}
          view={view}
          current={shown?.current ?? initialDate}
          today={today}
          staff={staff}
          filter={filter}
          onFilter={(value, color) => {
            setFilter(value);
            setAccent(color);
          }}
          onView={changeView}
          onToday={() => calendar()?.today()}
          onStep={stepBy}
          onGoTo={goToDay}
          onSync={compact && mode === 'clients' ? () => setPanel({ kind: 'sync' }) : undefined}
        />
        {compact && isDayLike(view) && (
          <WeekStrip current={shown?.current ?? initialDate} today={today} onPick={goToDay} />
        )}
        {data.error && <LoadError error={data.error} onRetry={data.refetch} />}
        <CalendarBoard
          calendarRef={calendarRef}
          compact={compact}
          timeZone={pro.timeZone}
          initialDate={initialDate}
          events={events}
          resources={resources}
          businessHours={businessHours}
          onPick={onPick}
          onEventPick={onEventPick}
          onDatesSet={onDatesSet}
          onGoToDay={openDay}
          onSwipe={stepBy}
          onAppointmentChange={onAppointmentChange}
        />
      </div>
      {compact && (
        <CalendarSpeedDial
          mode={mode}
          view={view}
          onMode={switchMode}
          onView={changeView}
          onRapidDelete={() => setPanel({ kind: 'rapid-delete' })}
          onPhonePreview={() => setPanel({ kind: 'phone-preview' })}
        />
      )}
      <CalendarPanels
        panel={panel}
        services={services}
        staff={staff}
        today={today}
        onClose={() => setPanel(null)}
      />
      <UndoBar offer={move.offer} onDone={move.dismiss} />
      <ConfirmDialog breakpoints={{ '640px': '94vw' }} style={{ width: '30rem' }} />
    </section>
  );
}
