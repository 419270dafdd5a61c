/** Router state the console sets when it opens the logout page itself (the top bar's button). */
export const SIGN_OUT_STATE = { signOut: true } as const;

/**
 * Whether the console itself asked for the logout page (docs/decisions/014): a navigation of the
 * console carrying `SIGN_OUT_STATE` (no other site can set a page's history state), or a popup
 * opened by a window of this origin (the embedded console signs out through one). A link, a
 * form or a `window.open` from another site is neither, and the page then asks first.
 */
export function askedByConsole(state: unknown, win: Window): boolean {
  if ((state as { signOut?: unknown } | null)?.signOut === true) return true;
  try {
    // Reading another origin's location throws: the opener is then someone else's page.
    return win.opener !== null && (win.opener as Window).location.origin === win.location.origin;
  } catch {
    return false;
  }
}
