/** A `Storage` kept in memory: what a window refused web storage gets instead. */
export class MemoryStorage implements Storage {
  [name: string]: unknown;
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  clear(): void {
    this.#items.clear();
  }
}

const STORES = ['localStorage', 'sessionStorage'] as const;

function usable(win: Window, name: (typeof STORES)[number]): boolean {
  try {
    win[name].getItem('');
    return true;
  } catch {
    return false;
  }
}

/**
 * A frame of another site may be refused web storage: with third-party cookies blocked (a private
 * window, or the browser's setting) merely reading `localStorage` throws. The OpenID client, the
 * session and the screens all keep things there, so such a window gets stores in memory instead,
 * which last as long as the page: a framed console then keeps its session until the frame
 * reloads (docs/decisions/028). Returns the stores replaced.
 */
export function provideWebStorage(win: Window): string[] {
  const replaced = STORES.filter((name) => !usable(win, name));
  for (const name of replaced) {
    Object.defineProperty(win, name, { value: new MemoryStorage(), configurable: true, enumerable: true });
  }
  return replaced;
}
