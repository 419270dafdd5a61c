import { STORAGE_KEYS } from '@connector/contracts';
import { userWith } from '../support/api.ts';
import { assertSignedOut, clickSignOut } from '../support/shell.ts';
import { localStorageOf, signOutInAnotherTab } from '../support/session.ts';
import { assertInConsole, clickSignIn, fillCredentials, goToConsole, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { searchUsers } from '../support/users.ts';

const SELECTION = STORAGE_KEYS.selectedApplication('default');

test('outside a frame, sign-out clears local storage, raises the logging-out flag and lands on the login page', async ({ page, adminApi }) => {
  const admin = userWith(['tenantAdmin']);
  await adminApi.createUser(admin);
  await signIn(page, admin);
  // The console chose the tenant's application and keeps that choice in local storage.
  await expect.poll(async () => (await localStorageOf(page))[SELECTION]).toBeDefined();

  await clickSignOut(page);
  await assertSignedOut(page);
  expect(await localStorageOf(page)).toEqual({ [STORAGE_KEYS.loggingOut]: 'true' });
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
});

test('a 401 signs the user in again and brings the page back where it was', async ({ page, context, adminApi }) => {
  test.slow();
  const admin = userWith(['tenantAdmin']);
  await adminApi.createUser(admin);
  await signIn(page, admin);
  await goToConsole(page, undefined, '/admin/users');
  await searchUsers(page, admin.email);
  const where = page.url();

  await signOutInAnotherTab(context);
  // The page's token no longer opens the API: its next call answers 401, and the provider asks again.
  await page.reload();
  await fillCredentials(page, admin, { audit: false });
  await clickSignIn(page);
  await assertInConsole(page);
  await expect(page).toHaveURL(where);
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(admin.email);
});
