import { useCallback, useState } from 'react';

/** The specification's breakpoint: at 960px or less the panel starts collapsed. */
export const ASSISTANT_PHONE = '(max-width: 960px)';
const KEY = 'qrdv.assistant.open';

const isPhone = () => window.matchMedia(ASSISTANT_PHONE).matches;

function initiallyOpen(): boolean {
  // Collapsed on phones whatever was chosen before: it would cover the screen.
  if (isPhone()) return false;
  try {
    return localStorage.getItem(KEY) !== '0';
  } catch {
    return true;
  }
}

/** Whether the panel is expanded; a desktop remembers the professional's choice. */
export function usePanelOpen() {
  const [open, setOpenState] = useState(initiallyOpen);
  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    if (isPhone()) return;
    try {
      localStorage.setItem(KEY, value ? '1' : '0');
    } catch {
      // Storage off: the choice lasts for this page only.
    }
  }, []);
  return { open, setOpen, isPhone };
}
