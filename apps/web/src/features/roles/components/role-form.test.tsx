import { ROLE_MESSAGES, ROLE_PICKER_PERMISSIONS } from '@connector/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok } from '../../../../test/fake-api.ts';
import { renderScreens, saveAndExpectReturn } from '../../../../test/render-screens.tsx';
import CreateRoleScreen from './create-role-screen.tsx';
import EditRoleScreen from './edit-role-screen.tsx';
import { LINKER, ROLE_EDITOR, SUPER_ADMIN } from '../../../../test/fixtures/roles.ts';
import RolesScreen from './roles-screen.tsx';

const field = (name: string) => screen.getByRole('textbox', { name });

function renderRoles(path: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/roles': ok([SUPER_ADMIN, LINKER]), ...routes });
  const view = renderScreens(
    [
      { path: 'roles', element: <RolesScreen /> },
      { path: 'roles/create', element: <CreateRoleScreen /> },
      { path: 'roles/edit/:roleId', element: <EditRoleScreen /> },
    ],
    { path, permissions: ROLE_EDITOR, fetch: api.fetch },
  );
  return { ...view, api };
}

describe('role form', { timeout: 30_000 }, () => {
  it('names every missing field with its message and sends nothing', async () => {
    const { user, api } = renderRoles('/admin/roles/create');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of Object.values(ROLE_MESSAGES)) expect(await screen.findByText(message)).toBeVisible();
    expect(api.sent('POST', '/api/roles')).toEqual([]);
  });

  it('refuses a name longer than 16 characters', async () => {
    const { user } = renderRoles('/admin/roles/create');
    await user.click(field('Name'));
    await user.paste('n'.repeat(17));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ROLE_MESSAGES.name)).toBeVisible();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers exactly the permissions of ROL-6, grouped, with a whole-group toggle', async () => {
    const { user } = renderRoles('/admin/roles/create');
    const codes = screen.getAllByRole('checkbox').filter((box) => !box.getAttribute('aria-label')?.startsWith('All of'));
    expect(codes).toHaveLength(ROLE_PICKER_PERMISSIONS.length);
    const users = screen.getByRole('group', { name: 'Users' });
    await user.click(within(users).getByRole('checkbox', { name: 'All of Users' }));
    expect(within(users).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it('shows the superAdmin role with every field disabled and no save button', async () => {
    renderRoles('/admin/roles/edit/superAdmin', { 'GET /api/roles/superAdmin': ok(SUPER_ADMIN) });
    expect(await screen.findByDisplayValue('Administers every tenant')).toBeDisabled();
    expect(field('Unique name')).toBeDisabled();
    expect(field('Name')).toBeDisabled();
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('keeps permissions held beyond the offered list when saving an edit', async () => {
    const { user, api, router } = renderRoles('/admin/roles/edit/linker', {
      'GET /api/roles/linker': ok(LINKER),
      'PUT /api/roles/linker': ok({ ...LINKER, description: 'Links' }, 'Role Updated Successfully'),
    });
    await screen.findByDisplayValue('Links suppliers');
    expect(field('Unique name')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Connector\.Roles\.List/ })).toBeChecked();
    await user.clear(field('Description'));
    await user.paste('Links');
    await saveAndExpectReturn({ user, router }, 'Role Updated Successfully', '/admin/roles');
    expect(api.sent('PUT', '/api/roles/linker')[0]?.body).toEqual({
      name: 'Linker',
      description: 'Links',
      permissions: ['Connector.AssignBvd', 'Connector.Roles.List'],
    });
  });

  it('names a duplicate unique name on its field', async () => {
    const message = 'A role with the unique name linker already exists';
    const { user } = renderRoles('/admin/roles/create', {
      'POST /api/roles': failure(409, message, [{ field: 'body.roleId', message }]),
    });
    await user.click(field('Unique name'));
    await user.paste('linker');
    await user.click(field('Name'));
    await user.paste('Linker');
    await user.click(field('Description'));
    await user.paste('Again');
    await user.click(screen.getByRole('checkbox', { name: /Connector\.AssignBvd/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Error!' })).toBeVisible();
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(field('Unique name')).toHaveAttribute('aria-invalid', 'true');
  });
});
