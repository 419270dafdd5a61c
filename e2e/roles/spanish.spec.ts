import { PASSWORD, userWith } from '../support/api.ts';
import { goToConsole, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('a Spanish-speaking administrator works with roles in Spanish', async ({ page, adminApi }) => {
  const admin = userWith(['tenantAdmin'], { language: 'es', country: 'ES', locale: 'es-ES' });
  await adminApi.createUser(admin);
  await signIn(page, { email: admin.email, password: PASSWORD });

  await goToConsole(page, undefined, '/admin/roles');
  const table = page.getByRole('table', { name: 'Roles' });
  await expect(table.getByRole('columnheader')).toHaveText(['Id', 'Nombre', 'Descripción', 'Acciones']);
  await page.getByRole('link', { name: 'Añadir rol' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Añadir rol' })).toBeVisible();

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Nombre único', exact: true })).toHaveAccessibleDescription('Añada el nombre único *');
  await expect(page.getByText('Seleccione los permisos *')).toBeVisible();
});
