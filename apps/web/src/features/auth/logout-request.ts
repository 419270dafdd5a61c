import type { IdleEnd } from '../../lib/session/index.ts';
import { safeReturnPath } from './return-path.ts';

/** Router state the console sets when it opens the logout page itself (the top bar's button). */
export const SIGN_OUT_STATE = { signOut: true } as const;

/**
 * Router state of the logout page opened for inactivity: the page the user was on goes with it,
 * for the sign-in that follows. The end runs from the logout page, outside the screens that
 * sign in again as soon as the session is gone.
 */
export function idleSignOutState(returnTo: string): { signOut: true; idleFrom: string } {
  return { ...SIGN_OUT_STATE, idleFrom: returnTo };
}

/** The idle end a logout page's router state asks for, if any. */
export function idleEndOf(state: unknown): IdleEnd | undefined {
  const from = (state as { idleFrom?: unknown } | null)?.idleFrom;
  return typeof from === 'string' ? { returnTo: safeReturnPath(from) } : undefined;
}

/**
 * What the logout popup posts to the embedded console that opened it once the provider has ended
 * the session: a frame of another site may keep storage apart from the popup's, and then never
 * sees the external-login flag go (docs/decisions/028).
 */
export const SIGNED_OUT_MESSAGE = { type: 'connector:signed-out' } as const;

/** The console window that opened this one, if one did; another site's window is nobody's. */
function consoleOpener(win: Window): Window | null {
  try {
    // Reading another origin's location throws: the opener is then someone else's page.
    const opener = win.opener as Window | null;
    return opener !== null && opener.location.origin === win.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/**
 * Whether the console itself asked for the logout page (docs/decisions/014): a navigation of the
 * console carrying `SIGN_OUT_STATE` (no other site can set a page's history state), or a popup
 * opened by a window of this origin (the embedded console signs out through one). A link, a
 * form or a `window.open` from another site is neither, and the page then asks first.
 */
export function askedByConsole(state: unknown, win: Window): boolean {
  if ((state as { signOut?: unknown } | null)?.signOut === true) return true;
  return consoleOpener(win) !== null;
}

/**
 * Where sign-out lands, in the embedded console's logout popup: tells the console that opened it
 * that the session has ended, and closes the popup. False (nothing done) in any other window.
 */
export function tellOpenerSignedOut(win: Window): boolean {
  const opener = consoleOpener(win);
  if (!opener) return false;
  opener.postMessage(SIGNED_OUT_MESSAGE, win.location.origin);
  win.close();
  return true;
}
