import { STORAGE_KEYS } from '@connector/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAuthFailure, unauthorizedHandler } from './auth-failure.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

/** The steps of a re-login, as spies; `signedIn` resolves once sign-in has started. */
function relogin() {
  const steps: string[] = [];
  let started!: (path: string) => void;
  const signedIn = new Promise<string>((resolve) => (started = resolve));
  const spies = {
    forget: vi.fn(() => {
      steps.push('forget');
      return Promise.resolve();
    }),
    signIn: vi.fn((path: string) => {
      steps.push('signIn');
      started(path);
    }),
    fail: vi.fn(),
  };
  return { ...spies, steps, signedIn };
}

describe('a 401 (AUTH-6)', () => {
  it('drops the refused tokens, signs in again and comes back to the page, once for a burst of calls', async () => {
    window.history.replaceState(null, '', '/admin/users?search=ana&page=2');
    const steps = relogin();
    const onUnauthorized = unauthorizedHandler(window, steps);
    onUnauthorized();
    onUnauthorized();
    await expect(steps.signedIn).resolves.toBe('/admin/users?search=ana&page=2');
    expect(steps.steps).toEqual(['forget', 'signIn']);
    expect(steps.fail).not.toHaveBeenCalled();
  });

  it('right after such a re-login is a failure, not another round', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    window.history.replaceState(null, '', '/admin/roles');
    const first = relogin();
    unauthorizedHandler(window, first)();
    await first.signedIn;

    // The page after the provider: a 401 again seconds later.
    vi.setSystemTime(1_005_000);
    const again = relogin();
    unauthorizedHandler(window, again)();
    expect(again.fail).toHaveBeenCalledOnce();
    expect(again.forget).not.toHaveBeenCalled();
    expect(again.signIn).not.toHaveBeenCalled();

    // Much later, a 401 is an expired session again.
    vi.setSystemTime(1_100_000);
    const later = relogin();
    unauthorizedHandler(window, later)();
    await expect(later.signedIn).resolves.toBe('/admin/roles');
  });
});

describe('an authentication failure (AUTH-4)', () => {
  const keep = () => {
    localStorage.setItem(STORAGE_KEYS.selectedApplication('acme'), '{"value":"a"}');
    localStorage.setItem(STORAGE_KEYS.applicationList('acme'), '[]');
    localStorage.setItem(STORAGE_KEYS.selectedApplication('beta'), '{"value":"b"}');
  };

  it('clears the tenant’s stored selection and signs in again, coming back to the page', () => {
    keep();
    window.history.replaceState(null, '', '/admin/assessments?supplierId=s1');
    const signIn = vi.fn();
    onAuthFailure(window, 'acme', signIn);
    expect(localStorage.getItem(STORAGE_KEYS.selectedApplication('acme'))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.applicationList('acme'))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.selectedApplication('beta'))).not.toBeNull();
    expect(signIn).toHaveBeenCalledWith('/admin/assessments?supplierId=s1');
  });

  it('on a sign-in page, comes back to the console’s front door; failing again at once, stops', () => {
    window.history.replaceState(null, '', '/auth/callback?code=c&state=s');
    const signIn = vi.fn();
    onAuthFailure(window, 'acme', signIn);
    expect(signIn).toHaveBeenCalledWith('/admin');

    keep();
    const again = vi.fn();
    onAuthFailure(window, 'acme', again);
    expect(again).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.selectedApplication('acme'))).toBeNull();
  });
});
