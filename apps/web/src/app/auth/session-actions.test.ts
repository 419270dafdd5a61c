import { STORAGE_KEYS } from '@connector/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUserManager } from '../../../test/fake-user-manager.ts';
import { createSessionActions } from './session-actions.ts';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('session actions', () => {
  it('signs in by redirect, remembering where to return, once', () => {
    const { fake, manager } = fakeUserManager();
    localStorage.setItem(STORAGE_KEYS.loggingOut, 'true');
    const actions = createSessionActions(manager, window, false);
    actions.signIn('/admin/users?page=2');
    actions.signIn('/admin/roles');
    expect(fake.signinRedirect).toHaveBeenCalledTimes(1);
    expect(fake.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/admin/users?page=2' } });
    expect(localStorage.getItem(STORAGE_KEYS.loggingOut)).toBeNull();
  });

  it('never returns to another site', () => {
    const { fake, manager } = fakeUserManager();
    createSessionActions(manager, window, false).signIn('//evil.example/');
    expect(fake.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/admin' } });
  });

  it('completes a callback once and answers with the remembered path', async () => {
    const { fake, manager } = fakeUserManager();
    window.history.replaceState(null, '', '/auth/callback?code=c&state=s');
    const actions = createSessionActions(manager, window, false);
    const [first, second] = await Promise.all([actions.completeSignIn(), actions.completeSignIn()]);
    expect(first).toBe('/admin/users');
    expect(second).toBe('/admin/users');
    expect(fake.signinRedirectCallback).toHaveBeenCalledTimes(1);
  });

  it('asked again after the console has left the callback URL, answers the same completion', async () => {
    const { fake, manager } = fakeUserManager();
    window.history.replaceState(null, '', '/auth/callback?code=c&state=s');
    const actions = createSessionActions(manager, window, false);
    await actions.completeSignIn();
    window.history.replaceState(null, '', '/admin');
    await expect(actions.completeSignIn()).resolves.toBe('/admin/users');
    expect(fake.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(fake.signinRedirectCallback).toHaveBeenCalledWith(expect.stringContaining('/auth/callback?code=c'));
  });

  it('signs out: clears local storage, raises the logging-out flag, ends the provider session', async () => {
    const { fake, manager } = fakeUserManager({ id_token: 'id-token' });
    localStorage.setItem(STORAGE_KEYS.selectedApplication('default'), 'app');
    await createSessionActions(manager, window, false).signOut();
    expect(localStorage.getItem(STORAGE_KEYS.selectedApplication('default'))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loggingOut)).toBe('true');
    expect(fake.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token' });
  });

  it('signs in from a frame through a popup of the agreed size and raises the external-login flag', async () => {
    const { fake, manager } = fakeUserManager({ id_token: 'id-token' });
    await createSessionActions(manager, window, true).signInPopup();
    expect(fake.signinPopup).toHaveBeenCalledWith({
      popupWindowFeatures: expect.objectContaining({ width: 520, height: 570 }),
    });
    expect(localStorage.getItem(STORAGE_KEYS.externalLogin)).toBe('true');
  });

  it('signs out of a frame through a popup and waits for the flag to go', async () => {
    const { fake, manager } = fakeUserManager({ id_token: 'id-token' });
    localStorage.setItem(STORAGE_KEYS.externalLogin, 'true');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    const win = new Proxy(window, {
      get: (target, key) => (key === 'location' ? { ...target.location, assign } : Reflect.get(target, key, target)),
    });
    const signingOut = createSessionActions(manager, win, true).signOut();
    expect(open).toHaveBeenCalledWith('/admin/logout', 'connector-logout', expect.stringContaining('width=520'));
    await Promise.resolve();
    expect(fake.removeUser).not.toHaveBeenCalled();

    localStorage.removeItem(STORAGE_KEYS.externalLogin);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.externalLogin, newValue: null }));
    await signingOut;
    expect(fake.removeUser).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/e/login');
    open.mockRestore();
  });
});

describe('session actions, repeated', () => {
  it('signs out once while a sign-out is under way', async () => {
    const { fake, manager } = fakeUserManager({ id_token: 'id-token' });
    const actions = createSessionActions(manager, window, false);
    await Promise.all([actions.signOut(), actions.signOut()]);
    expect(fake.signoutRedirect).toHaveBeenCalledTimes(1);
  });
});
