import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/** The specification's breakpoint: at 960px or less the panel starts collapsed. */
export const ASSISTANT_PHONE = '(max-width: 960px)';
const KEY = 'qrdv.assistant.open';

const isPhone = () => window.matchMedia(ASSISTANT_PHONE).matches;

function storedChoice(): boolean | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === null ? null : value !== '0';
  } catch {
    return null;
  }
}

/**
 * Whether the panel is expanded. Collapsed on phones (it would cover the screen). On a desktop, the
 * professional's choice once made; before that, open on the home only: on the working screens (the
 * calendar, the page editor's sidebar) a 400 px box would stand over what they came to use.
 */
export function usePanelOpen() {
  const onHome = /\/accueil$/.test(useLocation().pathname);
  // Opened or closed by hand in this page's life (phones do not remember it across visits).
  const [chosen, setChosen] = useState<boolean | null>(() => (isPhone() ? null : storedChoice()));
  const open = chosen ?? (!isPhone() && onHome);
  const setOpen = useCallback((value: boolean) => {
    setChosen(value);
    if (isPhone()) return;
    try {
      localStorage.setItem(KEY, value ? '1' : '0');
    } catch {
      // Storage off: the choice lasts for this page only.
    }
  }, []);
  return { open, setOpen, isPhone };
}
