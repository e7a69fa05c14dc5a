/** Where a professional is in the guided tour, kept in this browser. */
export interface TourProgress {
  status: 'paused' | 'done';
  /** The step to resume at. */
  step: number;
}

const PREFIX = 'qrdv.tour.';
/** Set to 'off' to never start the tour by itself (the end-to-end tests of other screens do). */
export const TOUR_AUTOSTART_KEY = 'qrdv.tour.autostart';

/** One record per account; the demo's copies share one, so a visitor sees the tour once. */
export const tourKey = (proId: string, isDemo: boolean) => PREFIX + (isDemo ? 'demo' : proId);

export function readTour(key: string): TourProgress | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as TourProgress | null;
    return value && typeof value.step === 'number' ? value : null;
  } catch {
    return null;
  }
}

export function saveTour(key: string, progress: TourProgress): void {
  try {
    localStorage.setItem(key, JSON.stringify(progress));
  } catch {
    // Private browsing with storage off: the tour simply is not remembered.
  }
}

export const tourAutostartAllowed = (): boolean => {
  try {
    return localStorage.getItem(TOUR_AUTOSTART_KEY) !== 'off';
  } catch {
    return false;
  }
};
