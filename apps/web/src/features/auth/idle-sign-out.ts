import { safeReturnPath } from './return-path.ts';

/** Session-storage key: the path the user was on when the session ended for inactivity. */
const KEY = 'idleSignOut';

/**
 * What the signed-out page knows of an idle end: that it happened, and where to return after
 * signing in again. Kept per tab, where sign-out (which clears local storage) leaves it.
 */
export const idleSignOut = {
  remember(storage: Storage, returnTo: string): void {
    storage.setItem(KEY, returnTo);
  },
  /** The path to return to, or null when the last sign-out was not an idle end. */
  read(storage: Storage): string | null {
    const value = storage.getItem(KEY);
    return value === null ? null : safeReturnPath(value);
  },
  forget(storage: Storage): void {
    storage.removeItem(KEY);
  },
};
