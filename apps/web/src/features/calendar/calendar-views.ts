import { calendarStrings as t } from './calendar.strings';

/** FullCalendar view names of the screen's views. */
export const VIEWS = {
  /** One column per staff member: the default ('Personnel', 'Vue.partenaires'). */
  staff: 'resourceTimeGridDay',
  day: 'timeGridDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
  /** Phone only. */
  fourDays: 'timeGridFourDay',
} as const;

export type ViewKey = keyof typeof VIEWS;
export type ViewName = (typeof VIEWS)[ViewKey];

export const viewKeyOf = (name: string): ViewKey =>
  (Object.keys(VIEWS) as ViewKey[]).find((k) => VIEWS[k] === name) ?? 'staff';

/** The info toast shown when the view changes. */
export const viewToast: Record<ViewKey, string> = t.viewToasts;

/** The desktop selector 'Jour', 'Sem', 'Mois', 'Personnel'. */
export const desktopViewOptions: { label: string; value: ViewKey }[] = [
  { label: t.views.day, value: 'day' },
  { label: t.views.week, value: 'week' },
  { label: t.views.month, value: 'month' },
  { label: t.views.staff, value: 'staff' },
];

/** Views that show hours of one or a few days (the phone's week strip goes with them). */
export const isDayLike = (key: ViewKey) => key === 'staff' || key === 'day' || key === 'fourDays';

/** The calendar grid of the specification: 06:00 to 23:00, 15-minute slots, a label every hour. */
export const GRID = {
  slotMinTime: '06:00:00',
  slotMaxTime: '23:00:00',
  slotDuration: '00:15:00',
  slotLabelInterval: '01:00',
  scrollTime: '08:00:00',
} as const;

/** Resource id of the fake partner 'Indifférent' (any partner). */
export const ANY_STAFF = '__any';
export const DEFAULT_ACCENT = '6366f1';

/** Mobile layout at a width of 1200px or less; side panels go full width under 960px. */
export const COMPACT_QUERY = '(max-width: 1200px)';

/** FullCalendar's free-plan key for open-source projects (the resource views are GPLv3; we are AGPL-3.0). */
export const SCHEDULER_LICENSE_KEY = 'GPL-My-Project-Is-Open-Source';
