import { STORAGE_KEYS } from '@connector/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUserManager } from '../../../test/fake-user-manager.ts';
import { SIGNED_OUT_MESSAGE } from '../../features/auth/index.ts';
import { PopupError } from '../../lib/session/index.ts';
import { createSessionActions } from './session-actions.ts';

const FLAG = STORAGE_KEYS.externalLogin;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

/** The window of a framed console whose navigations the test reads rather than makes. */
function framedWindow() {
  const assign = vi.fn();
  const win = new Proxy(window, {
    get: (target, key) => (key === 'location' ? { ...target.location, assign } : Reflect.get(target, key, target)),
  });
  return { win, assign };
}

/** Whether `promise` is still pending once everything already under way has run. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return !settled;
}

/** An OpenID client whose popup sign-in fails as oidc-client-ts fails it. */
function failingPopup(message: string) {
  const { fake, manager } = fakeUserManager();
  fake.signinPopup.mockImplementation(() => Promise.reject(new Error(message)));
  return manager;
}

describe('sign-in in a frame', () => {
  it('goes to /e/login, remembering the page to come back to', () => {
    const { manager } = fakeUserManager();
    const { win, assign } = framedWindow();
    createSessionActions(manager, win, true).signIn('/admin/users?page=2');
    expect(assign).toHaveBeenCalledWith('/e/login?returnTo=%2Fadmin%2Fusers%3Fpage%3D2');
  });

  it('opens a popup of the agreed size that fails when closed, and raises the external-login flag', async () => {
    const { fake, manager } = fakeUserManager({ id_token: 'id-token' });
    localStorage.setItem(STORAGE_KEYS.loggingOut, 'true');
    await createSessionActions(manager, window, true).signInPopup();
    expect(fake.signinPopup).toHaveBeenCalledWith({
      popupWindowFeatures: expect.objectContaining({ width: 520, height: 570 }),
      popupAbortOnClose: true,
    });
    expect(localStorage.getItem(FLAG)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.loggingOut)).toBeNull();
  });

  it('asks for the password again after an idle end', async () => {
    const { fake, manager } = fakeUserManager({ id_token: 'id-token' });
    await createSessionActions(manager, window, true).signInPopup({ reauthenticate: true });
    expect(fake.signinPopup).toHaveBeenCalledWith(expect.objectContaining({ prompt: 'login' }));
  });

  it('names a popup the browser blocked and one the user closed', async () => {
    const blocked = createSessionActions(failingPopup('Attempted to navigate on a disposed window'), window, true);
    await expect(blocked.signInPopup()).rejects.toEqual(new PopupError('blocked'));
    const closed = createSessionActions(failingPopup('Popup closed by user'), window, true);
    await expect(closed.signInPopup()).rejects.toMatchObject({ reason: 'closed' });
    expect(localStorage.getItem(FLAG)).toBeNull();
  });
});

describe('sign-out in a frame', () => {
  it('opens the logout popup and waits for the flag to go', async () => {
    const { fake, manager } = fakeUserManager({ id_token: 'id-token' });
    localStorage.setItem(FLAG, 'true');
    const open = vi.spyOn(window, 'open').mockReturnValue(window);
    const { win, assign } = framedWindow();
    const signingOut = createSessionActions(manager, win, true).signOut();
    expect(open).toHaveBeenCalledWith('/admin/logout', 'connector-logout', expect.stringContaining('width=520'));
    expect(await pending(signingOut)).toBe(true);
    expect(fake.removeUser).not.toHaveBeenCalled();

    localStorage.removeItem(FLAG);
    window.dispatchEvent(new StorageEvent('storage', { key: FLAG, newValue: null }));
    await signingOut;
    expect(fake.removeUser).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/e/login');
  });

  it('with storage apart from the popup’s, hears the popup instead and removes the flag itself', async () => {
    const { fake, manager } = fakeUserManager({ id_token: 'id-token' });
    localStorage.setItem(FLAG, 'true');
    // The popup is a window of the console's origin: here, this one.
    vi.spyOn(window, 'open').mockReturnValue(window);
    const { win, assign } = framedWindow();
    const signingOut = createSessionActions(manager, win, true).signOut();

    const origin = window.location.origin;
    window.dispatchEvent(new MessageEvent('message', { data: SIGNED_OUT_MESSAGE, origin: 'http://elsewhere.example', source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'something else' }, origin, source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: SIGNED_OUT_MESSAGE, origin, source: null }));
    expect(await pending(signingOut)).toBe(true);
    expect(fake.removeUser).not.toHaveBeenCalled();

    window.dispatchEvent(new MessageEvent('message', { data: SIGNED_OUT_MESSAGE, origin, source: window }));
    await signingOut;
    expect(localStorage.getItem(FLAG)).toBeNull();
    expect(fake.removeUser).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/e/login');
  });

  it('says so when the popup is blocked, and tries again when asked again', async () => {
    const { manager } = fakeUserManager({ id_token: 'id-token' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const actions = createSessionActions(manager, window, true);
    await expect(actions.signOut()).rejects.toEqual(new PopupError('blocked'));
    await expect(actions.signOut()).rejects.toEqual(new PopupError('blocked'));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('stays signed in when the popup is closed before it signed out', async () => {
    vi.useFakeTimers();
    const { fake, manager } = fakeUserManager({ id_token: 'id-token' });
    localStorage.setItem(FLAG, 'true');
    vi.spyOn(window, 'open').mockReturnValue({ closed: true } as Window);
    const signingOut = createSessionActions(manager, window, true).signOut();
    const outcome = expect(signingOut).rejects.toEqual(new PopupError('closed'));
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
    expect(fake.removeUser).not.toHaveBeenCalled();
    expect(localStorage.getItem(FLAG)).toBe('true');
  });

  it('for inactivity opens no window: revokes and forgets the tokens, and the next sign-in asks for the password', async () => {
    const { fake, manager } = fakeUserManager({ id_token: 'id-token' });
    const revokeTokens = vi.fn(() => Promise.resolve());
    Object.assign(fake, { revokeTokens });
    localStorage.setItem(FLAG, 'true');
    const open = vi.spyOn(window, 'open');
    const { win, assign } = framedWindow();
    await createSessionActions(manager, win, true).signOut({ returnTo: '/admin/roles' });
    expect(open).not.toHaveBeenCalled();
    expect(revokeTokens).toHaveBeenCalledWith(['refresh_token']);
    expect(fake.removeUser).toHaveBeenCalled();
    expect(localStorage.getItem(FLAG)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/e/login?returnTo=%2Fadmin%2Froles&reason=idle');
  });
});
