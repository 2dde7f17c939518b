import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `active` (e.g. a running clock); frozen otherwise. */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    // The first tick at once (not a whole interval late) when the clock starts running.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, intervalMs]);
  return now;
}
