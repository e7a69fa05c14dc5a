import type { StaffView } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { SyncButton } from '../../calendar-sync/SyncButton';
import { calendarStrings as t } from '../calendar.strings';
import { desktopViewOptions, type ViewKey } from '../calendar-views';
import type { StaffFilter } from './calendar-events';
import { MiniCalendar } from './MiniCalendar';
import { StaffFilterSelect } from './StaffFilterSelect';

export interface ToolbarProps {
  compact: boolean;
  title: string;
  view: ViewKey;
  current: string;
  today: string;
  staff: StaffView[];
  filter: StaffFilter;
  onFilter: (filter: StaffFilter, color: string) => void;
  onView: (view: ViewKey) => void;
  onToday: () => void;
  onStep: (direction: 'prev' | 'next') => void;
  onGoTo: (day: string) => void;
  /**
   * Opens the 'Synchronisation' panel on phones (desktop has it beside 'Imprimer', the date row being
   * full). Absent where the spec does not offer it (availabilities calendar).
   */
  onSync?: (() => void) | undefined;
}

/**
 * Today / previous / next, the period's title, the mini-calendar, the staff filter and (desktop) the views.
 * On a phone: the arrows frame the title on the first line, 'Aujourd'hui' and the filter share the second.
 */
export function CalendarToolbar(p: ToolbarProps) {
  const arrow = (direction: 'prev' | 'next') => (
    <Button
      icon={direction === 'prev' ? 'pi pi-chevron-left' : 'pi pi-chevron-right'}
      rounded
      text
      className="cal-icon-button"
      aria-label={direction === 'prev' ? t.nav.prev : t.nav.next}
      onClick={() => p.onStep(direction)}
    />
  );
  const today = (
    <Button
      className="cal-accent-outlined cal-today"
      label={t.nav.today}
      size="small"
      outlined
      onClick={p.onToday}
    />
  );
  const title = (
    <h2 className="cal-title" aria-live="polite">
      {p.title}
    </h2>
  );
  const miniCalendar = (
    <MiniCalendar current={p.current} today={p.today} compact={p.compact} onPick={p.onGoTo} />
  );
  const filter = <StaffFilterSelect staff={p.staff} value={p.filter} onChange={p.onFilter} />;
  const sync = p.onSync && <SyncButton compact onOpen={p.onSync} />;

  if (p.compact)
    return (
      <div className="cal-toolbar cal-toolbar-compact">
        <div className="cal-nav">
          {arrow('prev')}
          {title}
          {miniCalendar}
          {sync}
          {arrow('next')}
        </div>
        <div className="cal-controls">
          {today}
          {filter}
        </div>
      </div>
    );
  return (
    <div className="cal-toolbar">
      <div className="cal-nav">
        {today}
        <div className="cal-nav-arrows">
          {arrow('prev')}
          {arrow('next')}
        </div>
        {title}
        {miniCalendar}
      </div>
      <div className="cal-controls">
        {filter}
        <SelectButton
          className="cal-views"
          aria-label={t.views.label}
          value={p.view}
          options={desktopViewOptions}
          allowEmpty={false}
          onChange={(event) => {
            if (event.value) p.onView(event.value as ViewKey);
          }}
        />
      </div>
    </div>
  );
}
