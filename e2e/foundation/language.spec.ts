import { userWith } from '../support/api.ts';
import { assertMenuEntries } from '../support/shell.ts';
import { signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

test('a Spanish-speaking user sees the console in Spanish', async ({ page, adminApi }) => {
  const user = userWith(['userBvd'], { language: 'es', country: 'ES', locale: 'es-ES' });
  await adminApi.createUser(user);

  await signIn(page, user, undefined, { audit: true });
  await assertMenuEntries(page, ['Buscar', 'Vincular BvD', 'Orbis']);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});
