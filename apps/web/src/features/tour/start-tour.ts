import './tour.css';
import { saveTour } from './tour-store';

/**
 * Runs the guided tour from `step` (driver.js and its style are fetched now, not with the space). Leaving it
 * early remembers the step to resume at; its last step marks it done.
 */
export async function startTour({ key, step, phone }: { key: string; step: number; phone: boolean }) {
  const [{ driver }, { setDrawer, tourSteps }, { tourStrings: t }] = await Promise.all([
    import('driver.js'),
    import('./tour-steps'),
    import('./tour.strings'),
    import('driver.js/dist/driver.css'),
  ]);
  const steps = tourSteps(phone);
  let reached = Math.min(Math.max(step, 0), steps.length - 1);
  const tour = driver({
    steps,
    showProgress: true,
    progressText: t.progress,
    nextBtnText: t.next,
    prevBtnText: t.previous,
    doneBtnText: t.done,
    popoverClass: 'qrdv-tour',
    // No gliding between steps: with it, a step's bubble shows halfway through the move and onHighlighted
    // comes at its end, so a step left in between (Escape as soon as the bubble reads) was not remembered.
    animate: false,
    // A tap beside the bubble must not end the tour by mistake: closing is the ✕ or Escape.
    overlayClickBehavior: () => undefined,
    onHighlighted: (_element, _step, { driver: d }) => {
      reached = d.getActiveIndex() ?? reached;
      saveTour(key, { status: 'paused', step: reached });
    },
    onDestroyed: () => {
      const finished = reached === steps.length - 1;
      saveTour(key, finished ? { status: 'done', step: 0 } : { status: 'paused', step: reached });
      // Left inside the drawer (phones): the screen comes back as it was.
      if (phone) setDrawer(false, () => undefined);
    },
  });
  // Resumed on a step inside the phone's drawer: opened first.
  setDrawer(phone && steps[reached]?.data?.drawer === true, () => tour.drive(reached));
}
