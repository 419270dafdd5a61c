import { SELECTED_APP_COOKIE } from '@connector/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSelectionCookie, reloadForRefusedFrame, watchRefusedFrames } from './page-framing.ts';

const A = '0b8a4f8e-3f0a-4c57-9a55-5d2c1e7a0c11';

const refused = (blockedURI: string, effectiveDirective = 'frame-src') => ({ effectiveDirective, blockedURI });

const cookieValue = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === SELECTED_APP_COOKIE)?.[1] ?? null;

describe('the page’s framing', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('watches for refused frames once, however many frames ask', () => {
    const listen = vi.spyOn(document, 'addEventListener');
    watchRefusedFrames();
    watchRefusedFrames();
    expect(listen.mock.calls.filter(([type]) => type === 'securitypolicyviolation')).toHaveLength(1);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('reloads once for a report host the page’s policy does not name yet, and not again for it', () => {
    const reload = vi.fn();
    expect(reloadForRefusedFrame(refused('https://reports.example.com/Companies/report/GB1?context=x'), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page after the reload still refuses it: no loop.
    expect(reloadForRefusedFrame(refused('https://reports.example.com/other'), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Another host joined later: once for it too.
    expect(reloadForRefusedFrame(refused('https://other.example.com/'), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads for nothing but a refused frame with an address', () => {
    const reload = vi.fn();
    expect(reloadForRefusedFrame(refused('https://cdn.example.com/x.js', 'script-src-elem'), reload)).toBe(false);
    expect(reloadForRefusedFrame(refused('inline'), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads when no session storage can stop a loop', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const reload = vi.fn();
    expect(reloadForRefusedFrame(refused('https://reports.example.com/'), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('drops the selection cookie earlier versions kept', () => {
    document.cookie = `${SELECTED_APP_COOKIE}=${A}; path=/`;
    dropSelectionCookie();
    expect(cookieValue()).toBeNull();
  });
});
