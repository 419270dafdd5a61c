import { PERMISSIONS } from '@connector/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render-console.tsx';
import { LAST_ACTIVITY_KEY } from './use-idle-timer.ts';

const MINUTE = 60_000;
/** A tenant's idle time of five minutes: the warning comes after four. */
const session = { permissions: [...PERMISSIONS], idleTimeoutMs: 5 * MINUTE };

/** A screen that needs no answer of the API, with a query to keep. */
const PAGE = '/admin/supplyChainAssessments?supplierId=s-1';

/** Lets fake time pass, with React catching up. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const warning = () => screen.queryByRole('alertdialog', { name: 'Are you still there?' });

const renderIdle = (language = 'en') => renderConsole({ path: PAGE, session, language });

describe('an idle session (docs/decisions/028)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') }));
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('is warned a minute before it ends, in an alert dialog with the focus on Stay signed in', async () => {
    renderIdle();
    await pass(4 * MINUTE - 1_000);
    expect(warning()).toBeNull();

    await pass(1_000);
    const dialog = warning();
    expect(dialog).toBeVisible();
    expect(dialog).toHaveAccessibleDescription('You will be signed out in 60 seconds because the console has not been used for a while.');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await pass(1_000);
    expect(dialog).toHaveAccessibleDescription(/in 59 seconds/);
  });

  it('stays signed in, and is warned again only after another idle spell', async () => {
    const { session: fake } = renderIdle();
    await pass(4 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await pass(0);
    expect(warning()).toBeNull();

    await pass(4 * MINUTE - 1_000);
    expect(warning()).toBeNull();
    await pass(1_000);
    expect(warning()).toBeVisible();
    expect(fake.signOut).not.toHaveBeenCalled();
  });

  it('ends through the logout page, which signs out for inactivity and keeps the page to come back to', async () => {
    const { router, session: fake } = renderIdle();
    await pass(5 * MINUTE);
    // The logout page's code may still be loading on a busy machine: wait for it, not for a time.
    await vi.waitFor(() => expect(screen.getByText('Signing out')).toBeVisible());
    expect(router.state.location.pathname).toBe('/admin/logout');
    expect(fake.signOut).toHaveBeenCalledExactlyOnceWith({ returnTo: PAGE });
  });

  it('counts the user’s activity, but not once the warning is up', async () => {
    const { session: fake } = renderIdle();
    await pass(3 * MINUTE);
    fireEvent.keyDown(window, { key: 'a' });
    await pass(3 * MINUTE);
    expect(warning()).toBeNull();

    await pass(MINUTE);
    expect(warning()).toBeVisible();
    // Moving the mouse over the page is not an answer.
    fireEvent.pointerMove(window);
    await pass(MINUTE);
    expect(fake.signOut).toHaveBeenCalledOnce();
  });

  it('stays signed in with Escape too: any answer shows someone is there', async () => {
    renderIdle();
    await pass(4 * MINUTE);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Stay signed in' }), { key: 'Escape' });
    await pass(0);
    expect(warning()).toBeNull();
  });

  it('counts activity in another tab, which also ends this tab’s warning', async () => {
    const { session: fake } = renderIdle();
    await pass(4 * MINUTE + 10_000);
    expect(warning()).toBeVisible();

    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY }));
    await pass(0);
    expect(warning()).toBeNull();
    await pass(4 * MINUTE - 1_000);
    expect(fake.signOut).not.toHaveBeenCalled();
  });

  it('offers to sign out at once, and speaks Spanish', async () => {
    const { router, session: fake } = renderIdle('es');
    await pass(4 * MINUTE);
    expect(screen.getByRole('alertdialog', { name: '¿Sigue ahí?' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión ahora' }));
    await pass(0);
    expect(router.state.location.pathname).toBe('/admin/logout');
    expect(fake.signOut).toHaveBeenCalledExactlyOnceWith(undefined);
  });
});
