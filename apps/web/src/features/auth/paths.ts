/**
 * Paths of signing in and out, outside the console shell. The callbacks are registered with the
 * identity provider (redirect URIs), so they never change.
 */
export const AUTH_PATHS = {
  callback: '/auth/callback',
  popupCallback: '/auth/popup-callback',
  signedOut: '/auth/login-page',
  externalLogin: '/e/login',
  logout: '/admin/logout',
} as const;

/** Why a framed console was sent to `/e/login`: its session ended for inactivity. */
export type ExternalLoginReason = 'idle';

/** Query names of `/e/login`. */
export const EXTERNAL_LOGIN_QUERY = { returnTo: 'returnTo', reason: 'reason' } as const;

/**
 * `/e/login`, remembering the console path to come back to after the popup sign-in (AUTH-6:
 * the page comes back where it was) and, after an idle end, why the frame was signed out.
 */
export function toExternalLogin(returnTo?: string, reason?: ExternalLoginReason): string {
  const query = new URLSearchParams();
  if (returnTo && returnTo !== '/') query.set(EXTERNAL_LOGIN_QUERY.returnTo, returnTo);
  if (reason) query.set(EXTERNAL_LOGIN_QUERY.reason, reason);
  const text = query.toString();
  return text ? `${AUTH_PATHS.externalLogin}?${text}` : AUTH_PATHS.externalLogin;
}
