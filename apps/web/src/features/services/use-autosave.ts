import { useCallback, useEffect, useRef, useState } from 'react';
import type { RequestOptions } from '../../lib/api-client';

/** The specification's debounce delays: colours 500 ms, texts 900 ms. */
export const COLOR_DELAY_MS = 500;
export const TEXT_DELAY_MS = 900;

export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/**
 * Debounced saving of one record's edits. Changes are merged and sent after a quiet delay; whatever is still
 * waiting is sent at once by flush() (on blur), when the component unmounts, and when the page is hidden or
 * left — then with fetch keepalive, so a change made just before leaving still reaches the server.
 * `send` must handle its own errors (it is also called while the page goes away) and reject to mark them.
 */
export function useAutosave<P extends object>(send: (patch: P, options: RequestOptions) => Promise<unknown>) {
  const pending = useRef<P | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef(0);
  const sendRef = useRef(send);
  const [state, setState] = useState<AutosaveState>('idle');
  useEffect(() => {
    sendRef.current = send;
  });

  const flush = useCallback((options: RequestOptions = {}) => {
    window.clearTimeout(timer.current);
    const patch = pending.current;
    if (!patch) return;
    pending.current = null;
    inFlight.current += 1;
    setState('saving');
    sendRef.current(patch, options).then(
      () => {
        inFlight.current -= 1;
        if (inFlight.current === 0 && !pending.current) setState('saved');
      },
      () => {
        inFlight.current -= 1;
        setState('error');
      },
    );
  }, []);

  const schedule = useCallback(
    (patch: Partial<P>, delayMs: number) => {
      pending.current = { ...pending.current, ...patch } as P;
      setState('pending');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => flush(), delayMs);
    },
    [flush],
  );

  /** Drops what is waiting (the record is being deleted). */
  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
  }, []);

  useEffect(() => {
    const leave = () => flush({ keepalive: true });
    window.addEventListener('pagehide', leave);
    window.addEventListener('beforeunload', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('beforeunload', leave);
      flush();
    };
  }, [flush]);

  return { schedule, flush: () => flush(), cancel, state };
}

export type Autosave<P extends object> = ReturnType<typeof useAutosave<P>>;
