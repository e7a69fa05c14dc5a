import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { readTour, saveTour, tourAutostartAllowed, tourKey } from './tour-store';

const PHONE_LAYOUT = '(max-width: 1200px)';

/** Starts the tour where the professional left it (from the start once it was finished). */
export function useTour() {
  const pro = useCurrentPro();
  const { isDemo } = useProBase();
  const key = tourKey(pro.id, isDemo);
  return useCallback(() => {
    const saved = readTour(key);
    const step = saved?.status === 'paused' ? saved.step : 0;
    void import('./start-tour').then((m) =>
      m.startTour({ key, step, phone: window.matchMedia(PHONE_LAYOUT).matches }),
    );
  }, [key]);
}

/** At the first visit of the home (once per account and browser), the tour starts by itself. */
export function useFirstVisitTour() {
  const pro = useCurrentPro();
  const { isDemo, path } = useProBase();
  const { pathname } = useLocation();
  const start = useTour();
  const onHome = pathname === path('accueil');
  const key = tourKey(pro.id, isDemo);
  useEffect(() => {
    if (!onHome || readTour(key) || !tourAutostartAllowed()) return;
    // Once the home has drawn, so the tour points at what is on screen.
    const timer = window.setTimeout(() => {
      saveTour(key, { status: 'paused', step: 0 });
      start();
    }, 800);
    return () => window.clearTimeout(timer);
  }, [onHome, key, start]);
}
