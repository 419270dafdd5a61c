import { endpoints } from '@connector/contracts';
import { ConsoleApi, captureBearer, unique, userWith } from '../support/api.ts';
import { assertMenuEntries } from '../support/shell.ts';
import { goToConsole, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('a user with a narrow role sees only its entries and is refused elsewhere', async ({ page, adminApi }) => {
  const roleId = `linker${unique()}`;
  await adminApi.createRole({
    roleId,
    name: 'Linker',
    description: 'Links suppliers only',
    permissions: ['Connector.AssignBvd'],
  });
  const user = userWith([roleId]);
  await adminApi.createUser(user);

  const bearer = captureBearer(page);
  await signIn(page, user, undefined, { audit: true });
  await assertMenuEntries(page, ['Link BvD']);
  // Applications are not theirs to configure, yet the top bar lists them: menus follow the app.
  await expect(page.getByRole('combobox', { name: 'Application' })).toBeEnabled();

  await goToConsole(page, undefined, '/admin/users');
  await expect(page.getByText('403')).toBeVisible();

  const api = await ConsoleApi.as(await bearer);
  const { status } = await api.call(endpoints.listAllUsers);
  expect(status).toBe(403);
  const apps = await api.call(endpoints.listApps);
  expect(apps.status).toBe(200);
  expect(apps.body.data).toContainEqual(expect.objectContaining({ label: 'Demo', enabled: true }));
  await api.dispose();
});
