import { useEffect, useRef } from 'react';

/** A renewal that is due already, as after a failed one, waits this long: never a tight loop. */
export const MIN_RENEWAL_DELAY_MS = 5_000;

/**
 * Calls `renew` at `at` (milliseconds since the epoch). A new `at`, or a new `attempt` (a failed
 * renewal), sets the timer again; leaving the screen clears it. Null waits for nothing.
 */
export function useRenewal(at: number | null, renew: () => void, attempt = 0): void {
  const latest = useRef(renew);
  useEffect(() => {
    latest.current = renew;
  });
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(() => latest.current(), Math.max(at - Date.now(), MIN_RENEWAL_DELAY_MS));
    return () => clearTimeout(timer);
  }, [at, attempt]);
}
