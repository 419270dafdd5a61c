import { PASSWORD, userWith } from '../support/api.ts';
import { assertSignedOut, clickSignOut } from '../support/shell.ts';
import { goToConsole, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

// A user of its own: a sign-out ends every access token of the account (decision 014), and the
// other tests share the super administrator's.
test('signing out ends the session and lands on the login page', async ({ page, adminApi }) => {
  const user = userWith(['tenantAdmin']);
  await adminApi.createUser(user);
  await signIn(page, { email: user.email, password: PASSWORD });
  await clickSignOut(page);
  await assertSignedOut(page);

  await goToConsole(page);
  await expect(page.getByLabel('Password')).toBeVisible();
});
