import { formatDurationFr, type PublicProfile } from '@quickrdv/core';
import { SlotList } from './SlotList';
import { memberAccent } from './staff-colour';
import { T } from './texts';
import type { Selection } from './useSelection';
import { useSlots, type SlotFilter, type WidgetSlot } from './useSlots';
import { WeekCalendar } from './WeekCalendar';

export type SlotView = 'list' | 'week';

interface SlotsPanelProps {
  profile: PublicProfile;
  selection: Selection;
  filter: SlotFilter;
  today: string;
  /** First day of the list (today, or a later day the visitor jumped to). */
  from: string;
  focusDay: string | null;
  view: SlotView;
  oldIos: boolean;
  onView: (view: SlotView) => void;
  onStaff: (staffId: string | null) => void;
  onJump: (day: string) => void;
  onChooseServices: () => void;
  onPick: (slot: WidgetSlot, y: number) => void;
  /** Bumped to refetch the slots (a slot was just taken). */
  refreshKey: number;
}

/** The Rendez-vous tab: who with, list or week, and the bookable slots for the current selection. */
export function SlotsPanel(p: SlotsPanelProps) {
  const team = p.profile.team;
  const member = team.find((s) => s.id === p.filter.staffId) ?? null;
  const count = p.selection.ids.length;
  const forSelection = T.forSelection(count, formatDurationFr(p.selection.totals.minutes));

  return (
    <div className="w-panel">
      {team.length > 0 && (
        <div className="w-team" role="group" aria-label={T.team}>
          <p className="w-section-label">{T.team}</p>
          <div className="w-chips">
            <button
              type="button"
              className="w-chip"
              aria-pressed={member === null}
              onClick={() => p.onStaff(null)}
            >
              {T.all}
            </button>
            {team.map((s) => (
              <button
                key={s.id}
                type="button"
                className="w-chip w-chip-staff"
                style={
                  { '--staff': `#${s.color}`, '--staff-ink': memberAccent(s.color) } as React.CSSProperties
                }
                aria-pressed={member?.id === s.id}
                onClick={() => p.onStaff(s.id)}
              >
                <span className="w-dot" aria-hidden="true" />
                {s.prenom}
              </button>
            ))}
          </div>
        </div>
      )}
      <div className="w-slots-bar">
        <p className="w-selection-line">
          {forSelection ?? (
            <>
              {T.chooseServicesFirst}{' '}
              <button type="button" className="w-link" onClick={p.onChooseServices}>
                {T.chooseServices}
              </button>
            </>
          )}
        </p>
        <div className="w-segmented" role="group" aria-label={T.viewLabel}>
          {(['list', 'week'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={p.view === v} onClick={() => p.onView(v)}>
              {v === 'list' ? T.list : T.week}
            </button>
          ))}
        </div>
      </div>
      {p.oldIos && p.view === 'week' && <p className="w-note">{T.oldIos}</p>}
      {p.view === 'list' ? (
        <ListView {...p} />
      ) : (
        <WeekCalendar
          key={p.focusDay ?? 'today'}
          slug={p.profile.business.slug}
          business={p.profile.business.nomSociete}
          filter={p.filter}
          today={p.today}
          memberName={member?.prenom ?? null}
          startDay={p.focusDay}
          selection={p.selection}
          onPick={p.onPick}
          refreshKey={p.refreshKey}
        />
      )}
    </div>
  );
}

function ListView(p: SlotsPanelProps) {
  const slots = useSlots(p.profile.business.slug, p.filter, p.from, 7, p.refreshKey);
  return (
    <SlotList
      days={slots.days}
      today={p.today}
      loading={slots.loading}
      error={slots.error}
      nextAvailableDay={slots.nextAvailableDay}
      canLoadMore={!slots.exhausted}
      focusDay={p.focusDay}
      onMore={slots.loadMore}
      onRetry={slots.reload}
      onJump={p.onJump}
      onPick={p.onPick}
      filtered={p.filter.serviceIds.length > 0 || p.filter.staffId !== null}
      onChooseServices={p.onChooseServices}
    />
  );
}
