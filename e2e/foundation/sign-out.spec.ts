import { assertSignedOut, clickSignOut } from '../support/shell.ts';
import { goToConsole, signIn } from '../support/sign-in.ts';
import { ADMIN } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

test('signing out ends the session and lands on the login page', async ({ page }) => {
  await signIn(page, ADMIN);
  await clickSignOut(page);
  await assertSignedOut(page);

  await goToConsole(page);
  await expect(page.getByLabel('Password')).toBeVisible();
});
