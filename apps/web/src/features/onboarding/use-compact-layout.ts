import { useSyncExternalStore } from 'react';

/** The specification's small-screen layout: a width of 1200px or less. */
export const COMPACT_QUERY = '(max-width: 1200px)';

/** True while the media query matches; follows window resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

export const useCompactLayout = () => useMediaQuery(COMPACT_QUERY);
