import { STORAGE_KEYS } from '@connector/contracts';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('signs out for inactivity as the user would, remembering where the user was', async () => {
    const { fake, manager } = fakeUserManager({ id_token: 'id-token' });
    await createSessionActions(manager, window, false).signOut({ returnTo: '/admin/users?page=3' });
    expect(localStorage.getItem(STORAGE_KEYS.loggingOut)).toBe('true');
    expect(sessionStorage.getItem('idleSignOut')).toBe('/admin/users?page=3');
    expect(fake.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token' });
    sessionStorage.clear();
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
