import { userWith } from '../support/api.ts';
import { goToConsole, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { assertNoUserRow, assertRoleOptions, assertUserRow, clickAddUser, goToUsers, seedTenant, usersTable } from '../support/users.ts';

test('a tenant administrator sees only their tenant’s users and cannot offer superAdmin', async ({ page, adminApi }) => {
  test.slow();
  const tenant = await seedTenant(adminApi);
  const admin = userWith(['tenantAdmin'], { tenantId: tenant });
  const colleague = userWith(['userBvd'], { tenantId: tenant });
  const outsider = userWith(['userBvd']);
  for (const user of [admin, colleague, outsider]) await adminApi.createUser(user);

  await signIn(page, admin, tenant);
  await goToUsers(page, tenant);
  await expect(usersTable(page).getByRole('cell', { name: tenant, exact: true })).toHaveCount(2);
  await assertUserRow(page, colleague.email, { tenant, role: 'userBvd', status: 'Enabled' });
  await assertNoUserRow(page, outsider.email);

  await clickAddUser(page);
  await expect(page.getByRole('textbox', { name: 'Tenant' })).toHaveValue(tenant);
  await expect(page.getByRole('textbox', { name: 'Tenant' })).toBeDisabled();
  await assertRoleOptions(page, ['tenantAdmin', 'userBvd']);
});

test('a Spanish-speaking administrator sees the users screen in Spanish', async ({ page, adminApi }) => {
  test.slow();
  const admin = userWith(['tenantAdmin'], { language: 'es', country: 'ES', locale: 'es-ES' });
  await adminApi.createUser(admin);

  await signIn(page, admin);
  await goToConsole(page, undefined, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Usuarios' });
  for (const header of ['Nombre', 'Correo electrónico', 'Inquilino', 'Rol', 'Estado']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: '+ Añadir usuario' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar usuarios' })).toBeVisible();
});
