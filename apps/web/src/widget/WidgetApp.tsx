import './widget.css';
import { isIosBefore16, addDays, todayIn, type BookingReply, type PublicProfile } from '@quickrdv/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchProfile, WidgetApiError } from './api';
import { BookingDialog, type BookingStep } from './BookingDialog';
import { Confirmation } from './Confirmation';
import { InformationsPanel } from './extras/InformationsPanel';
import { frameSlug } from './frame-slug';
import { Header } from './Header';
import { revealInHost } from './host-messages';
import { ServicesPanel } from './ServicesPanel';
import { SlotsPanel, type SlotView } from './SlotsPanel';
import { memberAccent, salonAccent } from './staff-colour';
import { TabBar, type Tab } from './TabBar';
import { T } from './texts';
import { useFrameHeight } from './useFrameHeight';
import { useSelection } from './useSelection';
import type { WidgetSlot } from './useSlots';
import { useVisitorDetails } from './visitor-store';

type Load =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; profile: PublicProfile };

const oldIos = isIosBefore16(navigator.userAgent);

/** The booking frame for one professional: /rendez-vous-en-ligne/cadreindividuel/{slug}. */
export function WidgetApp() {
  const slug = useMemo(() => frameSlug(), []);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useFrameHeight(slug);

  useEffect(() => {
    let live = true;
    fetchProfile(slug).then(
      (profile) => live && setLoad({ status: 'ready', profile }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof WidgetApiError && (error.status === 404 || error.status === 400))
          setLoad({ status: 'not-found' });
        else setLoad({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [slug, attempt]);

  useEffect(() => {
    if (load.status === 'ready') document.title = `${load.profile.business.nomSociete} – Prendre rendez-vous`;
  }, [load]);

  if (load.status === 'loading')
    return (
      <main className="widget w-center" aria-busy="true">
        <span className="w-spinner" aria-hidden="true" />
        <p>{T.loading}</p>
      </main>
    );
  if (load.status === 'not-found')
    return (
      <main className="widget w-center">
        <p className="w-state-title">{T.notFound}</p>
        <p className="w-muted">{T.notFoundHint}</p>
      </main>
    );
  if (load.status === 'error')
    return (
      <main className="widget w-center">
        <p className="w-state-title">{T.loadError}</p>
        <p className="w-muted">{load.message}</p>
        <button
          type="button"
          className="w-btn w-btn-primary"
          onClick={() => {
            setLoad({ status: 'loading' });
            setAttempt((a) => a + 1);
          }}
        >
          {T.retry}
        </button>
      </main>
    );
  return <Booking profile={load.profile} />;
}

interface Chosen {
  slot: WidgetSlot;
  anchorY: number;
  step: BookingStep;
}

function Booking({ profile }: { profile: PublicProfile }) {
  const today = useMemo(() => todayIn(profile.business.timeZone), [profile]);
  const selection = useSelection(profile);
  const [tab, setTab] = useState<Tab>('services');
  const [view, setView] = useState<SlotView>(oldIos ? 'week' : 'list');
  const [staffId, setStaffId] = useState<string | null>(null);
  const [from, setFrom] = useState(today);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const visitor = useVisitorDetails();
  const [booked, setBooked] = useState<BookingReply | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  // Bumped when a tab opens or the booking is confirmed: in a frame the host page scrolls to it.
  const [revealKey, setRevealKey] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const serviceKey = selection.totals.services.map((s) => s.id).join(',');
  const filter = useMemo(
    () => ({ staffId, serviceIds: serviceKey ? serviceKey.split(',') : [] }),
    [staffId, serviceKey],
  );
  const member = profile.team.find((s) => s.id === staffId);

  const goTo = useCallback((next: Tab) => {
    setTab(next);
    setRevealKey((k) => k + 1);
    window.scrollTo({ top: 0 });
  }, []);
  const openDay = (day: string) => {
    // A day beyond the list's first week: the list starts there.
    setFrom((f) => (day < f || day > addDays(f, 6) ? day : f));
    setFocusDay(day);
    setTab('slots');
    setRevealKey((k) => k + 1);
  };
  // The frame has no scroll of its own: the host brings what just opened into view (the whole frame once booked).
  useEffect(() => {
    if (revealKey) revealInHost(booked ? document.getElementById('widget-root') : panelRef.current);
  }, [revealKey, booked]);

  if (booked)
    return (
      <main className="widget">
        <Confirmation
          reply={booked}
          onAnother={() => {
            setBooked(null);
            selection.clear();
            setRefreshKey((k) => k + 1);
            goTo('services');
          }}
        />
      </main>
    );

  // A chosen team member's colour, else the salon's widget colour, else the frame's own.
  const accent = member ? memberAccent(member.color) : salonAccent(profile.layout.widgetColorGlobal);
  return (
    <main className="widget" style={accent ? ({ '--accent': accent } as React.CSSProperties) : undefined}>
      <Header
        profile={profile}
        onPickDay={openDay}
        onReviews={() => {
          goTo('infos');
          // Once the tab is shown, its 'Avis' section opens and comes into view.
          requestAnimationFrame(() => {
            const section = document.getElementById('wx-reviews') as HTMLDetailsElement | null;
            if (!section) return;
            section.open = true;
            section.scrollIntoView({ block: 'start' });
          });
        }}
      />
      <div
        ref={panelRef}
        className="w-content"
        role="tabpanel"
        id={`w-panel-${tab}`}
        aria-labelledby={`w-tab-${tab}`}
      >
        {tab === 'services' && (
          <ServicesPanel profile={profile} selection={selection} onReserve={() => goTo('slots')} />
        )}
        {tab === 'slots' && (
          <SlotsPanel
            profile={profile}
            selection={selection}
            filter={filter}
            today={today}
            from={from}
            focusDay={focusDay}
            view={view}
            oldIos={oldIos}
            onView={setView}
            onStaff={setStaffId}
            onJump={(day) => {
              setFrom(day);
              setFocusDay(day);
            }}
            onChooseServices={() => goTo('services')}
            onPick={(slot, anchorY) =>
              setChosen({ slot, anchorY, step: selection.ids.length ? 'review' : 'services' })
            }
            refreshKey={refreshKey}
          />
        )}
        {tab === 'infos' && <InformationsPanel profile={profile} />}
      </div>
      <TabBar tab={tab} onTab={goTo} count={selection.ids.length} />
      {chosen && (
        <BookingDialog
          profile={profile}
          slot={chosen.slot}
          anchorY={chosen.anchorY}
          step={chosen.step}
          selection={selection}
          visitor={visitor}
          onStep={(step) => setChosen((c) => c && { ...c, step })}
          onSlot={(slot) => setChosen((c) => c && { ...c, slot })}
          onClose={() => setChosen(null)}
          onAllSlots={() => {
            setChosen(null);
            setRefreshKey((k) => k + 1);
            setTab('slots');
            setRevealKey((k) => k + 1);
          }}
          onTaken={() => setRefreshKey((k) => k + 1)}
          onBooked={(reply) => {
            setChosen(null);
            setBooked(reply);
            setRevealKey((k) => k + 1);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </main>
  );
}
