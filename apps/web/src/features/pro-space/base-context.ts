import { createContext, useContext } from 'react';

/** Where the professional space is mounted: the real space or the demo, so links stay inside it. */
export interface ProBase {
  base: string;
  isDemo: boolean;
  /** Absolute path of a screen of the space, e.g. path('compte'). */
  path: (screen: string) => string;
}

export const ProBaseContext = createContext<ProBase | null>(null);

export function proBase(base: string, isDemo: boolean): ProBase {
  return { base, isDemo, path: (screen) => `${base}/${screen}` };
}

export function useProBase(): ProBase {
  const value = useContext(ProBaseContext);
  if (!value) throw new Error('useProBase must be used inside the professional space');
  return value;
}

/** The space's base when rendered inside it, null on public pages. */
export function useOptionalProBase(): ProBase | null {
  return useContext(ProBaseContext);
}
