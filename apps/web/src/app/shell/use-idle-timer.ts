import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Local-storage key: when the console was last used, in any tab of this origin. Activity anywhere
 * counts, since an idle tab's sign-out would end every tab's session with the provider's.
 */
export const LAST_ACTIVITY_KEY = 'lastActivity';
/** Activity reaches storage at most this often: a moving mouse is not a write per event. */
const RECORD_EVERY_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleTimerOptions {
  /** Inactivity after which `onTimeout` runs. */
  timeoutMs: number;
  /** How long before that the timer enters its warning. */
  warningMs: number;
  onTimeout(): void;
  win?: Window;
}

export interface IdleTimer {
  /** `warning` from `warningMs` before the end; activity then no longer counts, only `stay`. */
  warning: boolean;
  /** When the session ends (epoch ms), while warning. */
  endsAt: number;
  /** The user is here: counts as activity, and ends the warning. */
  stay(): void;
}

function storedActivity(win: Window): number {
  const value = Number(win.localStorage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(value) ? value : 0;
}

/**
 * Watches for inactivity (docs/decisions/028). One timeout at a time, set for the next moment
 * something may change (the warning, then the end); when it fires it reads the latest activity
 * of this tab and of the others, so activity itself sets no timer.
 */
export function useIdleTimer({ timeoutMs, warningMs, onTimeout, win = window }: IdleTimerOptions): IdleTimer {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const state = useRef({ last: 0, written: 0, warning: false, ended: false, timer: 0 });
  const timeout = useRef(onTimeout);
  useEffect(() => {
    timeout.current = onTimeout;
  }, [onTimeout]);

  const record = useCallback(
    (now: number, force = false) => {
      const current = state.current;
      current.last = now;
      if (!force && now - current.written < RECORD_EVERY_MS) return;
      current.written = now;
      win.localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
    },
    [win],
  );

  const check = useCallback(() => {
    const current = state.current;
    win.clearTimeout(current.timer);
    if (current.ended) return;
    const now = Date.now();
    const end = Math.max(current.last, storedActivity(win)) + timeoutMs;
    if (now >= end) {
      current.ended = true;
      timeout.current();
      return;
    }
    current.warning = now >= end - warningMs;
    setEndsAt(current.warning ? end : null);
    current.timer = win.setTimeout(check, current.warning ? end - now : end - warningMs - now);
  }, [win, timeoutMs, warningMs]);

  useEffect(() => {
    const onActivity = () => {
      if (!state.current.warning) record(Date.now());
    };
    // Another tab's activity may end this tab's warning.
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY) check();
    };
    // A hidden tab's timers are slowed down by the browser: look again when it shows.
    const onVisible = () => {
      if (win.document.visibilityState === 'visible') check();
    };
    const options = { capture: true, passive: true };
    for (const name of ACTIVITY_EVENTS) win.addEventListener(name, onActivity, options);
    win.addEventListener('storage', onStorage);
    win.document.addEventListener('visibilitychange', onVisible);
    record(Date.now(), true);
    check();
    const current = state.current;
    return () => {
      for (const name of ACTIVITY_EVENTS) win.removeEventListener(name, onActivity, options);
      win.removeEventListener('storage', onStorage);
      win.document.removeEventListener('visibilitychange', onVisible);
      win.clearTimeout(current.timer);
    };
  }, [win, record, check]);

  const stay = useCallback(() => {
    record(Date.now(), true);
    check();
  }, [record, check]);

  return { warning: endsAt !== null, endsAt: endsAt ?? 0, stay };
}
