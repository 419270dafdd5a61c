import { PERMISSIONS } from '@connector/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../../test/render-console.tsx';
import { askedByConsole, SIGN_OUT_STATE } from '../logout-request.ts';

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
