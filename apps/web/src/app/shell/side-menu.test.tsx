import { PERMISSIONS } from '@connector/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render-console.tsx';

/** What the browser tests count: the links and buttons inside the navigation landmark. */
async function menuEntries(): Promise<string[]> {
  const nav = await screen.findByRole('navigation');
  return [...nav.querySelectorAll('a, [role="button"], button')].map((node) => node.textContent ?? '');
}

describe('side menu', () => {
  it('shows a super administrator the full top level, groups closed', async () => {
    renderConsole({ path: '/admin/assignBvD', session: { permissions: [...PERMISSIONS] } });
    expect(await menuEntries()).toEqual(['Search', 'Link BvD', 'Tenants', 'Configurations', 'Orbis']);
  });

  it('shows a user with one permission only that entry', async () => {
    renderConsole({ path: '/admin/assignBvD', session: { permissions: ['Connector.AssignBvd'] } });
    expect(await menuEntries()).toEqual(['Link BvD']);
  });

  it('opens a group to show the children the user may open', async () => {
    const { user } = renderConsole({
      path: '/admin/assignBvD',
      session: { permissions: ['Connector.Configurations.Menu', 'Connector.Users.List', 'Connector.Roles.List'] },
    });
    const nav = await screen.findByRole('navigation');
    const group = within(nav).getByRole('button', { name: 'Configurations' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(await menuEntries()).toEqual(['Configurations', 'Users', 'Roles']);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
  });

  it('marks the link of the current page', async () => {
    renderConsole({ path: '/admin/assignBvD', session: { permissions: ['Connector.AssignBvd', 'Connector.OrbisTab'] } });
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Link BvD' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Orbis' })).not.toHaveAttribute('aria-current');
  });

  it('speaks Spanish to a Spanish user', async () => {
    renderConsole({
      path: '/admin/assignBvD',
      language: 'es',
      session: {
        permissions: ['Connector.Search.Menu', 'Connector.Search.ByBvD', 'Connector.AssignBvd'],
      },
    });
    expect(await menuEntries()).toEqual(['Buscar', 'Vincular BvD']);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Vincular proveedores a BvD ID' })).toBeVisible();
  });
});
