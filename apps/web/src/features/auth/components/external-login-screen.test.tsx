import { PERMISSIONS } from '@connector/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../../test/render-console.tsx';
import { PopupError } from '../../../lib/session/index.ts';

const framed = { embedded: true, permissions: [...PERMISSIONS] };
/** A screen that needs no answer of the API, with a query to keep. */
const BACK = '/admin/supplyChainAssessments?supplierId=s-1';

describe('the external-login page (AUTH-8)', () => {
  it('signs in through the popup, then returns to the page the frame was on', async () => {
    const { session, user, router } = renderConsole({ path: `/e/login?returnTo=${encodeURIComponent(BACK)}`, session: framed });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(session.signInPopup).toHaveBeenCalledWith({ reauthenticate: false });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(BACK));
  });

  it('returns to the console’s front door without a page to return to, and never to another site', async () => {
    const { user, router } = renderConsole({ path: '/e/login?returnTo=%2F%2Fevil.example%2F', session: framed });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/assignBvD'));
  });

  it('waits while the popup is open, and says so', async () => {
    const signInPopup = vi.fn(() => new Promise<void>(() => undefined));
    const { user } = renderConsole({ path: '/e/login', session: { ...framed, signInPopup } });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the sign-in window to finish…');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('asks to allow pop-ups when the browser blocked the window, and lets the user try again', async () => {
    const signInPopup = vi.fn(() => Promise.reject(new PopupError('blocked')));
    const { user, router } = renderConsole({ path: '/e/login', session: { ...framed, signInPopup } });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Allow pop-ups for this site and try again.');
    expect(router.state.location.pathname).toBe('/e/login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(signInPopup).toHaveBeenCalledTimes(2);
  });

  it('after an idle end, says why and asks the provider for the password again', async () => {
    const { session, user } = renderConsole({ path: '/e/login?returnTo=%2Fadmin%2Fusers&reason=idle', session: framed });
    expect(await screen.findByText(/You were signed out after a time without activity/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(session.signInPopup).toHaveBeenCalledWith({ reauthenticate: true });
  });

  it('speaks Spanish when the window was closed', async () => {
    const signInPopup = vi.fn(() => Promise.reject(new PopupError('closed')));
    const { user } = renderConsole({ path: '/e/login', language: 'es', session: { ...framed, signInPopup } });
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La ventana de inicio de sesión se cerró antes de terminar.');
  });
});
