import { useRef, type TouchEvent } from 'react';

const MIN_DISTANCE = 60;

/**
 * Touch handlers turning a clear horizontal swipe into previous/next (finger to the left: next period).
 * Mostly vertical moves are the calendar's own scrolling, and a second finger (a pinch) cancels, as before.
 * The end of the touch is heard on the element the finger went down on: the calendar may redraw that
 * element while the finger moves (a day's events arriving), and a removed element's touchend reaches none
 * of its former ancestors, so a handler on the board would miss the swipe.
 */
export function useSwipe(onSwipe: (direction: 'prev' | 'next') => void) {
  /** Stops listening to the touch under way, if any. */
  const pending = useRef<(() => void) | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      pending.current?.();
      pending.current = null;
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) return;
      const start = { x: touch.clientX, y: touch.clientY };
      const target = event.target;
      const stop = () => {
        target.removeEventListener('touchend', end);
        target.removeEventListener('touchcancel', stop);
        if (pending.current === stop) pending.current = null;
      };
      const end = (e: Event) => {
        stop();
        const last = (e as globalThis.TouchEvent).changedTouches[0];
        if (!last) return;
        const dx = last.clientX - start.x;
        const dy = last.clientY - start.y;
        if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
        onSwipe(dx < 0 ? 'next' : 'prev');
      };
      target.addEventListener('touchend', end);
      target.addEventListener('touchcancel', stop);
      pending.current = stop;
    },
  };
}
