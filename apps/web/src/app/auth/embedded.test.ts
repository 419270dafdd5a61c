import { STORAGE_KEYS } from '@connector/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { clearApplicationSelection, isEmbedded, waitForStorageFlag } from './embedded.ts';

const KEY = STORAGE_KEYS.externalLogin;

/** What another window's change looks like to this one. */
function changeFromAnotherWindow(key: string | null, value: string | null) {
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

describe('embedded console', () => {
  afterEach(() => localStorage.clear());

  it('a top-level window is not embedded', () => {
    expect(isEmbedded(window)).toBe(false);
  });

  it('waits for the flag to appear in another window', async () => {
    let done = false;
    const waiting = waitForStorageFlag(window, KEY, true).then(() => (done = true));
    changeFromAnotherWindow('unrelated', '1');
    await Promise.resolve();
    expect(done).toBe(false);
    changeFromAnotherWindow(KEY, 'true');
    await waiting;
    expect(done).toBe(true);
  });

  it('waits for the flag to go, also when the storage is cleared', async () => {
    localStorage.setItem(KEY, 'true');
    const waiting = waitForStorageFlag(window, KEY, false);
    changeFromAnotherWindow(null, null);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('resolves at once when the flag is already in place', async () => {
    localStorage.setItem(KEY, 'true');
    await expect(waitForStorageFlag(window, KEY, true)).resolves.toBeUndefined();
  });

  it('clears the stored application choice of the tenant only', () => {
    localStorage.setItem(STORAGE_KEYS.selectedApplication('acme'), 'a');
    localStorage.setItem(STORAGE_KEYS.applicationList('acme'), '[]');
    localStorage.setItem(STORAGE_KEYS.selectedApplication('beta'), 'b');
    clearApplicationSelection(localStorage, 'acme');
    expect(localStorage.getItem(STORAGE_KEYS.selectedApplication('acme'))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.applicationList('acme'))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.selectedApplication('beta'))).toBe('b');
  });
});
