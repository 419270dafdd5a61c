import { clearApplicationSelection } from './embedded.ts';
import { shouldRetryAfterFailure } from './retry-guard.ts';
import { currentPath } from './session-actions.ts';

/** Where to come back to after signing in again: this page, unless it is a sign-in page itself. */
export function reloginPath(win: Window): string {
  const path = currentPath(win);
  return path.startsWith('/auth/') || path.startsWith('/e/') ? '/admin' : path;
}

/**
 * A failed authentication (AUTH-4): the tenant's stored application choice goes with it, and the
 * user is sent to sign in again (in a frame to `/e/login`), unless that was just tried: the page
 * then shows `Sign-in did not complete` rather than sending the user round in circles.
 */
export function onAuthFailure(win: Window, tenantId: string, signIn: (returnTo: string) => void): void {
  clearApplicationSelection(win.localStorage, tenantId);
  if (shouldRetryAfterFailure(win.sessionStorage, Date.now())) signIn(reloginPath(win));
}

export interface Relogin {
  /** Drops the tokens the API refused. */
  forget(): Promise<void>;
  signIn(returnTo: string): void;
  /** Reports an authentication failure. */
  fail(): void;
}

/**
 * What a 401 does (AUTH-6): sign in again and come back to this very page, its query included.
 * The refused tokens go first, so the page after the provider cannot call with them once more.
 * Answered once per page (a screen's calls fail together). A 401 again right after such a
 * re-login is an authentication failure rather than another round.
 */
export function unauthorizedHandler(win: Window, { forget, signIn, fail }: Relogin): () => void {
  let answered = false;
  return () => {
    if (answered) return;
    answered = true;
    if (!shouldRetryAfterFailure(win.sessionStorage, Date.now())) return fail();
    const returnTo = reloginPath(win);
    void forget()
      .catch(() => undefined)
      .then(() => signIn(returnTo));
  };
}
