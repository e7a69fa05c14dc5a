import { useRef, type TouchEvent } from 'react';

const MIN_DISTANCE = 60;

/**
 * Touch handlers turning a clear horizontal swipe into previous/next (finger to the left: next period).
 * Mostly vertical moves are the calendar's own scrolling and are left alone.
 */
export function useSwipe(onSwipe: (direction: 'prev' | 'next') => void) {
  const origin = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      origin.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = origin.current;
      const touch = event.changedTouches[0];
      origin.current = null;
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      onSwipe(dx < 0 ? 'next' : 'prev');
    },
  };
}
