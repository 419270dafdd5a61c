import { STORAGE_KEYS } from '@connector/contracts';
import { useEffect } from 'react';

/** Keeps the window's client width in local storage for screens that size frames by it (SHL-9). */
export function useClientWidth(win: Window = window): void {
  useEffect(() => {
    const store = () => win.localStorage.setItem(STORAGE_KEYS.clientWidth, String(win.document.documentElement.clientWidth));
    store();
    win.addEventListener('resize', store);
    return () => win.removeEventListener('resize', store);
  }, [win]);
}
