import { LOGIN_POPUP, STORAGE_KEYS } from '@connector/contracts';

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
