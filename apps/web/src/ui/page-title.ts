import { useEffect } from 'react';

const SUFFIX = 'Quick RDV';

/** Sets the browser tab title of the current screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${SUFFIX}`;
  }, [title]);
}
