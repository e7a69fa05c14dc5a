import { useEffect, useState } from 'react';

/** Now in epoch ms, refreshed every minute: for marks that move with time (the minimum notice). */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
