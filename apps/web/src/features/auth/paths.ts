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
