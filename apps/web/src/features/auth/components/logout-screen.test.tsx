import { PERMISSIONS } from '@connector/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../../test/render-console.tsx';
import { PopupError } from '../../../lib/session/index.ts';
import { askedByConsole, idleEndOf, idleSignOutState, SIGN_OUT_STATE } from '../logout-request.ts';

const everything = { permissions: [...PERMISSIONS] };

describe('the logout page', () => {
  afterEach(() => vi.unstubAllGlobals());

  // The console's own sign-out (top bar) is covered in app/router.test.tsx: no question asked.

  it('reached by a link from elsewhere, asks before signing out', async () => {
    const { session, user } = renderConsole({ path: '/admin/logout', session: everything });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute('href', '/admin');
    expect(session.signOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
  });

  it('asks in Spanish too', async () => {
    renderConsole({ path: '/admin/logout', language: 'es', session: everything });
    expect(await screen.findByRole('heading', { level: 1, name: '¿Cerrar sesión?' })).toBeVisible();
  });
});

describe('the logout page opened by the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs out for inactivity, keeping the page to come back to', async () => {
    const { router, session } = renderConsole({ path: '/auth/login-page', session: everything });
    await act(() => router.navigate('/admin/logout', { state: idleSignOutState('/admin/roles?page=2') }));
    await waitFor(() => expect(session.signOut).toHaveBeenCalledWith({ returnTo: '/admin/roles?page=2' }));
    expect(screen.getByText('Signing out')).toBeVisible();
  });

  // The frame's own logout page, reached with the console's router state, behaves the same.
  const openedByConsole = () => vi.stubGlobal('opener', { location: { origin: window.location.origin } });

  it('in a frame whose popup was blocked, says so and signs out on a click', async () => {
    openedByConsole();
    const signOut = vi.fn(() => Promise.reject(new PopupError('blocked')));
    const { user } = renderConsole({ path: '/admin/logout', session: { ...everything, embedded: true, signOut } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-out did not complete' })).toBeVisible();
    expect(screen.getByText(/Allow pop-ups for this site and try again/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(2);
  });

  it('in a frame whose popup was closed, says the user is still signed in', async () => {
    openedByConsole();
    const signOut = vi.fn(() => Promise.reject(new PopupError('closed')));
    renderConsole({ path: '/admin/logout', session: { ...everything, embedded: true, signOut } });
    expect(await screen.findByText(/You are still signed in/)).toBeVisible();
  });
});

describe('idleEndOf', () => {
  it('reads the page to return to from the router state, a console path only', () => {
    expect(idleEndOf(idleSignOutState('/admin/users'))).toEqual({ returnTo: '/admin/users' });
    expect(idleEndOf(idleSignOutState('https://evil.example/'))).toEqual({ returnTo: '/admin' });
    expect(idleEndOf(SIGN_OUT_STATE)).toBeUndefined();
    expect(idleEndOf(null)).toBeUndefined();
  });
});

describe('askedByConsole', () => {
  const windowWith = (opener: unknown) => ({ opener, location: { origin: 'http://localhost' } }) as unknown as Window;

  it('trusts the console’s own navigation and a popup of a console window, nothing else', () => {
    expect(askedByConsole(SIGN_OUT_STATE, windowWith(null))).toBe(true);
    expect(askedByConsole(null, windowWith({ location: { origin: 'http://localhost' } }))).toBe(true);
    expect(askedByConsole(null, windowWith(null))).toBe(false);
    expect(askedByConsole({ signOut: 'yes' }, windowWith(null))).toBe(false);
    expect(askedByConsole(null, windowWith({ location: { origin: 'http://beta.localhost' } }))).toBe(false);
    const foreign = {
      get location(): never {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    };
    expect(askedByConsole(null, windowWith(foreign))).toBe(false);
  });
});
