import { clickSignIn, fillCredentials, goToConsole, assertSignInRefused, signIn } from '../support/sign-in.ts';
import { assertMenuEntries } from '../support/shell.ts';
import { ADMIN } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

const FULL_MENU = ['Search', 'Link BvD', 'Tenants', 'Configurations', 'Orbis'];

test('the super administrator signs in and sees the full menu', async ({ page }) => {
  await signIn(page, ADMIN, undefined, { audit: true });
  await expect(page).toHaveURL(/\/admin\/assignBvD$/);
  await assertMenuEntries(page, FULL_MENU);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await goToConsole(page);
  await fillCredentials(page, { email: ADMIN.email, password: 'not-the-password' });
  await clickSignIn(page);
  await assertSignInRefused(page, 'Invalid email or password.');
});
