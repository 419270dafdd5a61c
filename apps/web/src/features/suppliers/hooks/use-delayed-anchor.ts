import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A popup's anchor that is set `delayMs` after it is asked for (the Catalyst menu waits a second,
 * ASM-9), with `opening` true meanwhile so the trigger can show the popup is on its way. Asking
 * again while it is on its way changes nothing; closing also cancels a pending open.
 */
export function useDelayedAnchor(delayMs: number) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opening, setOpening] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const open = useCallback(
    (element: HTMLElement) => {
      if (delayMs <= 0) {
        setAnchor(element);
        return;
      }
      if (timer.current !== undefined) return;
      setOpening(true);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setOpening(false);
        setAnchor(element);
      }, delayMs);
    },
    [delayMs],
  );
  const close = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setOpening(false);
    setAnchor(null);
  }, []);
  return { anchor, opening, open, close };
}
