import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok, type FakeReply } from '../../../../test/fake-api.ts';
import { renderScreens } from '../../../../test/render-screens.tsx';
import CreateRoleScreen from './create-role-screen.tsx';
import EditRoleScreen from './edit-role-screen.tsx';
import { LINKER, ROLE_EDITOR, SUPER_ADMIN } from '../../../../test/fixtures/roles.ts';
import RolesScreen from './roles-screen.tsx';

/** A server answer the test releases when it wants to look at the screen in between. */
function held() {
  let release: (reply: FakeReply) => void = () => undefined;
  const reply = new Promise<FakeReply>((resolve) => (release = resolve));
  return { handler: () => reply, release: (r: FakeReply) => release(r) };
}

const table = () => screen.findByRole('table', { name: 'Roles' });

/**
 * The form with the roles list beside it, so the list can be watched while a save is on its way.
 * The list answers once; later reads never do, so only the screen's own rollback can restore it.
 */
function renderFormBesideList(path: string, routes: Parameters<typeof fakeApi>[0]) {
  let reads = 0;
  const listOnce = () => (reads++ === 0 ? ok([SUPER_ADMIN, LINKER]) : new Promise<FakeReply>(() => undefined));
  const api = fakeApi({ 'GET /api/roles': listOnce, 'GET /api/roles/linker': ok(LINKER), ...routes });
  return renderScreens(
    [
      { path: 'roles', element: <RolesScreen /> },
      { path: 'roles/create', element: <><CreateRoleScreen /><RolesScreen /></> },
      { path: 'roles/edit/:roleId', element: <><EditRoleScreen /><RolesScreen /></> },
    ],
    { path, permissions: ROLE_EDITOR, fetch: api.fetch },
  );
}

describe('role saves update the list ahead of the server', { timeout: 30_000 }, () => {
  it('lists a new role at once and takes it away again when the server refuses', async () => {
    const save = held();
    const { user } = renderFormBesideList('/admin/roles/create', { 'POST /api/roles': save.handler });
    await table();
    await user.click(screen.getByRole('textbox', { name: 'Unique name' }));
    await user.paste('auditor');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Auditor');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.paste('Reads assessments');
    await user.click(screen.getByRole('checkbox', { name: /Connector\.CatalystAssesments/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(await table()).findByRole('cell', { name: 'auditor' })).toBeVisible();
    save.release(failure(500, 'The role could not be stored'));

    expect(await screen.findByText('The role could not be stored')).toBeVisible();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Roles' })).queryByRole('cell', { name: 'auditor' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Error!' })).toBeVisible();
  });

  it('shows an edit at once and restores the role when the server refuses', async () => {
    const save = held();
    const { user } = renderFormBesideList('/admin/roles/edit/linker', { 'PUT /api/roles/linker': save.handler });
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.paste('Links and unlinks');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(await table()).findByRole('cell', { name: 'Links and unlinks' })).toBeVisible();
    save.release(failure(403, 'You do not have permission to do this'));

    expect(await screen.findByText('You do not have permission to do this')).toBeVisible();
    expect(await within(await table()).findByRole('cell', { name: 'Links suppliers' })).toBeVisible();
  });
});
