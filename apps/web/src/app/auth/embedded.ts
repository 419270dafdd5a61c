import { LOGIN_POPUP, STORAGE_KEYS } from '@connector/contracts';
import { SIGNED_OUT_MESSAGE } from '../../features/auth/index.ts';
import { PopupError } from '../../lib/session/index.ts';

/** Inside a frame the identity pages cannot be shown, so sign-in and sign-out use popups. */
export function isEmbedded(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent refuses access to `top`: that too means a frame.
    return true;
  }
}

/**
 * Resolves once `key` is present (or absent) in local storage. Another window's change arrives
 * as a `storage` event; the current state is checked first so a change made earlier is not missed.
 */
export function waitForStorageFlag(win: Window, key: string, present: boolean, signal?: AbortSignal): Promise<void> {
  const matches = () => (win.localStorage.getItem(key) !== null) === present;
  return new Promise((resolve, reject) => {
    if (matches()) return resolve();
    const onStorage = (event: StorageEvent) => {
      // `key` is null when another window cleared the whole storage.
      if ((event.key === key || event.key === null) && matches()) {
        win.removeEventListener('storage', onStorage);
        resolve();
      }
    };
    win.addEventListener('storage', onStorage);
    signal?.addEventListener(
      'abort',
      () => {
        win.removeEventListener('storage', onStorage);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** How often an open popup is checked for having been closed (as the OpenID client checks its own). */
export const POPUP_CHECK_MS = 500;

/**
 * Resolves once the logout popup says the session has ended (`SIGNED_OUT_MESSAGE`, from that
 * very window and this origin). Rejects with `PopupError('closed')` when the popup is closed
 * without saying so: seen closed at two checks in a row, so that a popup which posts and then
 * closes itself is heard first.
 */
export function waitForPopupSignOut(win: Window, popup: Window, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let closedChecks = 0;
    const stop = () => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(timer);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (event.source !== popup || event.origin !== win.location.origin || data?.type !== SIGNED_OUT_MESSAGE.type) return;
      stop();
      resolve();
    };
    const timer = win.setInterval(() => {
      closedChecks = popup.closed ? closedChecks + 1 : 0;
      if (closedChecks < 2) return;
      stop();
      reject(new PopupError('closed'));
    }, POPUP_CHECK_MS);
    win.addEventListener('message', onMessage);
    signal?.addEventListener(
      'abort',
      () => {
        stop();
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Window features of the login and logout popups (AUTH-8), centred on the opener. */
export function popupFeatures(win: Window): { width: number; height: number; left: number; top: number } {
  const { width, height } = LOGIN_POPUP;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return { width, height, left, top };
}

export function popupFeatureString(win: Window): string {
  return Object.entries(popupFeatures(win))
    .map(([name, value]) => `${name}=${value}`)
    .join(',');
}

/** The stored application choice belongs to the session that ends or fails (AUTH-4). */
export function clearApplicationSelection(storage: Storage, tenantId: string): void {
  storage.removeItem(STORAGE_KEYS.selectedApplication(tenantId));
  storage.removeItem(STORAGE_KEYS.applicationList(tenantId));
}
