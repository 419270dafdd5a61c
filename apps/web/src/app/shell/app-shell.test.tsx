import { PERMISSIONS } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/render-console.tsx';

/**
 * A window `width` pixels wide, as far as media queries go: a `max-width` query matches a
 * narrower window, a `min-width` query a wider one (MUI's breakpoints use both).
 */
function windowWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) => (side === 'max' ? width <= Number(px) : width >= Number(px)));
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    })),
  );
}

const ADMIN = { permissions: [...PERMISSIONS] };

describe('the shell on a narrow screen', () => {
  beforeEach(() => windowWidth(390));
  afterEach(() => vi.unstubAllGlobals());

  it('hides the side menu behind a labelled menu button and keeps Sign out in the top bar', async () => {
    renderConsole({ path: '/admin/assignBvD', session: ADMIN });
    const button = await screen.findByRole('button', { name: 'Open the main menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Application' })).toBeInTheDocument();
  });

  it('opens the menu in a drawer that takes the focus, and gives it back on Escape', async () => {
    const { user } = renderConsole({ path: '/admin/assignBvD', session: ADMIN });
    const button = await screen.findByRole('button', { name: 'Open the main menu' });
    await user.click(button);

    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(drawer).toContainElement(nav);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // What the top bar has no room for: who is signed in.
    expect(within(drawer as HTMLElement).getByText('ana.ruiz@example.com')).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the drawer once a menu link opens its screen', async () => {
    const { user, router } = renderConsole({ path: '/admin/assignBvD', session: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Open the main menu' }));
    await user.click(within(await screen.findByRole('navigation')).getByRole('link', { name: 'Orbis' }));

    expect(router.state.location.pathname).toBe('/admin/orbis');
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open the main menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the menu button in Spanish for a Spanish user', async () => {
    renderConsole({ path: '/admin/assignBvD', language: 'es', session: ADMIN });
    expect(await screen.findByRole('button', { name: 'Abrir el menú principal' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });
});

describe('the shell on a wide screen', () => {
  beforeEach(() => windowWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the side menu, the product and the user without a menu button', async () => {
    renderConsole({ path: '/admin/assignBvD', session: ADMIN });
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open the main menu' })).not.toBeInTheDocument();
    expect(screen.getByText('ana.ruiz@example.com')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});
