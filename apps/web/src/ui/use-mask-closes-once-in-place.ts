import { useCallback, useState } from 'react';

/**
 * Props for a PrimeReact Sidebar whose mask closes it only once it has slid in. A sliding panel takes no
 * tap (base.css), so the second tap of a quick double tap on whatever opened it (a calendar cell, the
 * menu button) falls through to the mask: without this, that tap closed the panel it had just opened.
 */
export function useMaskClosesOnceInPlace(visible: boolean): { dismissable: boolean; onShow: () => void } {
  const [inPlace, setInPlace] = useState(false);
  // A Sidebar kept mounted and hidden slides in again next time: reset during render, as React advises.
  if (!visible && inPlace) setInPlace(false);
  const onShow = useCallback(() => setInPlace(true), []);
  return { dismissable: inPlace, onShow };
}
