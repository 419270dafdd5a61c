import { SELECTED_APP_COOKIE } from '@connector/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const A = '0b8a4f8e-3f0a-4c57-9a55-5d2c1e7a0c11';
const B = '7d1c2b3a-9e8f-4a6b-8c5d-1e2f3a4b5c6d';

/** The module as a page that loaded with `cookie` sees it. */
async function pageLoadedWith(cookie: string | null) {
  vi.resetModules();
  document.cookie = `${SELECTED_APP_COOKIE}=; path=/; max-age=0`;
  if (cookie !== null) document.cookie = `${SELECTED_APP_COOKIE}=${cookie}; path=/`;
  return import('./page-framing.ts');
}

const cookieValue = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === SELECTED_APP_COOKIE)?.[1] ?? null;

describe('the page’s framing follows the selected application', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    document.cookie = `${SELECTED_APP_COOKIE}=; path=/; max-age=0`;
  });

  it('mirrors the selection into the cookie and clears it with none', async () => {
    const { mirrorSelection } = await pageLoadedWith(null);
    mirrorSelection(A);
    expect(cookieValue()).toBe(A);
    mirrorSelection(null);
    expect(cookieValue()).toBeNull();
  });

  it('frames the application the page was loaded for without reloading', async () => {
    const { pageFramesApplication } = await pageLoadedWith(A);
    const reload = vi.fn();
    expect(pageFramesApplication(A, reload)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once, with the cookie naming the new application, when the selection changed since the page loaded', async () => {
    const { pageFramesApplication } = await pageLoadedWith(A);
    const reload = vi.fn();
    expect(pageFramesApplication(B, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(cookieValue()).toBe(B);

    // The cookie was refused: the reloaded page still says A. No second reload for B.
    const again = await pageLoadedWith(A);
    expect(again.pageFramesApplication(B, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for an application a reload once reached, after the page moved on', async () => {
    const reload = vi.fn();
    (await pageLoadedWith(A)).pageFramesApplication(B, reload);
    // The reload gave a page written for B; later a page is loaded for A and B is chosen again.
    await pageLoadedWith(B);
    const later = await pageLoadedWith(A);
    expect(later.pageFramesApplication(B, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
