import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../../test/render-console.tsx';
import { idleSignOut } from '../idle-sign-out.ts';
import { SIGNED_OUT_MESSAGE } from '../logout-request.ts';

const signedOut = { status: 'idle' as const, user: null };

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the signed-out page (AUTH-9)', () => {
  it('after an idle end says why, and signing in returns to the page the user was on', async () => {
    idleSignOut.remember(sessionStorage, '/admin/users?page=2');
    const { session, user } = renderConsole({ path: '/auth/login-page', session: { ...signedOut, idleTimeoutMs: 20 * 60_000 } });
    expect(await screen.findByText(/You were signed out after 20 minutes without activity/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(session.signIn).toHaveBeenCalledWith('/admin/users?page=2');
    // Said once: the next sign-out is not an idle end.
    expect(idleSignOut.read(sessionStorage)).toBeNull();
  });

  it('in the embedded console’s logout popup, tells the console that opened it, and closes', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { location: { origin: window.location.origin }, postMessage });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderConsole({ path: '/auth/login-page', session: signedOut });
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith(SIGNED_OUT_MESSAGE, window.location.origin));
    expect(close).toHaveBeenCalled();
  });

  it('in any other window tells no one and stays', async () => {
    vi.stubGlobal('opener', null);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderConsole({ path: '/auth/login-page', session: signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
    expect(screen.getByText('Sign in again to keep working with the console.')).toBeVisible();
    expect(close).not.toHaveBeenCalled();
  });
});
