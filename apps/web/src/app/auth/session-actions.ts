import { STORAGE_KEYS } from '@connector/contracts';
import type { UserManager } from 'oidc-client-ts';
import { AUTH_PATHS, idleSignOut, toExternalLogin } from '../../features/auth/index.ts';
import { PopupError, type IdleEnd, type Session } from '../../lib/session/index.ts';
import { popupFeatures, popupFeatureString, waitForPopupSignOut, waitForStorageFlag } from './embedded.ts';
import { safeReturnPath } from './session-user.ts';

export type SessionActions = Pick<Session, 'signIn' | 'completeSignIn' | 'signInPopup' | 'completePopupSignIn' | 'signOut'>;

/** Name of the logout popup's window: a second sign-out reuses it rather than opening another. */
const LOGOUT_WINDOW = 'connector-logout';

export function currentPath(win: Window): string {
  const { pathname, search, hash } = win.location;
  return `${pathname}${search}${hash}`;
}

/** The OpenID client's popup failures, as the console names them. */
function popupFailure(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  // oidc-client-ts: `window.open` gave no window ("navigate on a disposed window"), or the user closed it.
  if (/disposed window|blocked/i.test(message)) return new PopupError('blocked');
  if (/closed/i.test(message)) return new PopupError('closed');
  return error;
}

/**
 * Sign-in and sign-out through the tenant's OpenID Provider (AUTH-5, AUTH-8 to AUTH-10). In a frame the
 * provider's pages cannot be shown, so both go through popups and the frame follows the
 * external-login flag in local storage, which every window of the origin sees change; a frame
 * whose storage is kept apart from the popup's hears the popup instead (docs/decisions/028).
 */
export function createSessionActions(manager: UserManager, win: Window, embedded: boolean): SessionActions {
  let redirecting = false;
  // A page load completes one sign-in, however often a screen asks (React re-runs effects, and
  // may do so after the console has already left the callback URL).
  let completion: Promise<string> | null = null;
  let signingOut: Promise<void> | null = null;

  /** Outside a frame: local storage cleared, the logging-out flag raised, the provider's session ended. */
  async function endRedirectSession(idle: IdleEnd | undefined): Promise<void> {
    const user = await manager.getUser();
    win.localStorage.clear();
    win.localStorage.setItem(STORAGE_KEYS.loggingOut, 'true');
    if (idle) idleSignOut.remember(win.sessionStorage, idle.returnTo);
    await manager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : {});
  }

  async function forgetFramedSession(): Promise<void> {
    win.localStorage.removeItem(STORAGE_KEYS.externalLogin);
    await manager.removeUser();
  }

  /**
   * In a frame: the logout popup ends the provider's session; the frame waits until the flag has
   * gone (storage shared with the popup) or the popup says so (storage apart).
   */
  async function endFramedSession(): Promise<void> {
    const popup = win.open(AUTH_PATHS.logout, LOGOUT_WINDOW, popupFeatureString(win));
    if (!popup) throw new PopupError('blocked');
    const settled = new AbortController();
    try {
      await Promise.race([
        waitForStorageFlag(win, STORAGE_KEYS.externalLogin, false, settled.signal),
        waitForPopupSignOut(win, popup, settled.signal),
      ]);
    } finally {
      settled.abort();
    }
    await forgetFramedSession();
    win.location.assign(toExternalLogin());
  }

  /**
   * An idle end in a frame opens no window (a browser opens one only on a click): the frame revokes
   * its refresh token, which ends its grant and access tokens, forgets its tokens, and the next
   * Login asks for the password even though the provider's own session may still live.
   */
  async function endIdleFramedSession({ returnTo }: IdleEnd): Promise<void> {
    await manager.revokeTokens(['refresh_token']).catch(() => undefined);
    await forgetFramedSession();
    win.location.assign(toExternalLogin(safeReturnPath(returnTo), 'idle'));
  }

  function endSession(idle: IdleEnd | undefined): Promise<void> {
    if (!embedded) return endRedirectSession(idle);
    return idle ? endIdleFramedSession(idle) : endFramedSession();
  }

  return {
    signIn(returnTo = currentPath(win)) {
      if (redirecting) return;
      redirecting = true;
      const path = safeReturnPath(returnTo);
      if (embedded) {
        win.location.assign(toExternalLogin(path));
        return;
      }
      win.localStorage.removeItem(STORAGE_KEYS.loggingOut);
      manager.signinRedirect({ state: { returnTo: path } }).catch(() => {
        redirecting = false;
      });
    },

    completeSignIn() {
      completion ??= manager
        .signinRedirectCallback(win.location.href)
        .then((user) => safeReturnPath((user.state as { returnTo?: unknown } | undefined)?.returnTo));
      return completion;
    },

    async signInPopup({ reauthenticate = false } = {}) {
      // Called straight from the Login click: the popup opens before the first `await`, while the
      // browser still counts the click, or it is blocked.
      const signedIn = manager.signinPopup({
        popupWindowFeatures: popupFeatures(win),
        popupAbortOnClose: true,
        ...(reauthenticate ? { prompt: 'login' } : {}),
      });
      await signedIn.catch((error: unknown) => {
        throw popupFailure(error);
      });
      win.localStorage.removeItem(STORAGE_KEYS.loggingOut);
      // A frame on another site may get partitioned storage that never sees the popup's flag;
      // the popup's answer arrived by message, so the frame raises the flag itself.
      win.localStorage.setItem(STORAGE_KEYS.externalLogin, 'true');
      await waitForStorageFlag(win, STORAGE_KEYS.externalLogin, true);
    },

    async completePopupSignIn() {
      // Set before the popup closes, so a frame that only listens to storage sees it too.
      win.localStorage.setItem(STORAGE_KEYS.externalLogin, 'true');
      await manager.signinPopupCallback(win.location.href);
    },

    signOut(idle) {
      // The browser leaves the page when it succeeds; only a failure may be tried again.
      signingOut ??= endSession(idle).catch((error: unknown) => {
        signingOut = null;
        throw error;
      });
      return signingOut;
    },
  };
}
