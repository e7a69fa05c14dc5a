import { useState } from 'react';

/** What colours the appointments: their partner (the spec's default) or their first coloured service. */
export type ColorBy = 'staff' | 'service';

const KEY = 'qrdv.calendar.colorBy';

const read = (): ColorBy => {
  try {
    return localStorage.getItem(KEY) === 'service' ? 'service' : 'staff';
  } catch {
    return 'staff'; // storage refused (private mode): the default
  }
};

/** The calendar's colour option, remembered on this browser. */
export function useColorBy(): [ColorBy, (next: ColorBy) => void] {
  const [colorBy, setColorBy] = useState<ColorBy>(read);
  const change = (next: ColorBy) => {
    setColorBy(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // not remembered: it still applies to this visit
    }
  };
  return [colorBy, change];
}
