import { describe, expect, it } from 'vitest';
import { MemoryStorage, provideWebStorage } from './web-storage.ts';

/** A window as a frame of another site sees it with third-party cookies blocked: storage throws. */
function refusedWindow(refused: readonly string[]): Window {
  const win = {};
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(win, name, {
      configurable: true,
      get: () => {
        if (refused.includes(name)) throw new DOMException('Access is denied for this document.', 'SecurityError');
        return new MemoryStorage();
      },
    });
  }
  return win as Window;
}

describe('provideWebStorage', () => {
  it('gives a window refused storage stores in memory, and leaves usable ones alone', () => {
    const win = refusedWindow(['localStorage']);
    const session = win.sessionStorage;
    expect(provideWebStorage(win)).toEqual(['localStorage']);
    win.localStorage.setItem('externalLogin', 'true');
    expect(win.localStorage.getItem('externalLogin')).toBe('true');
    expect(win.sessionStorage).not.toBe(session);
    expect(provideWebStorage(win)).toEqual([]);
  });

  it('leaves the browser’s storage in place when it works', () => {
    expect(provideWebStorage(window)).toEqual([]);
  });
});

describe('MemoryStorage', () => {
  it('behaves as web storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe('b');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });
});
