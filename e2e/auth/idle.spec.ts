import { userWith } from '../support/api.ts';
import { assertIdleWarning, assertSignedOutForInactivity, pressStaySignedIn } from '../support/session.ts';
import { assertInConsole, clickSignIn, fillCredentials, goToConsole, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

/** The idle time of a tenant that names none (docs/decisions/028). */
const IDLE_MINUTES = 30;

test('an idle session is warned a minute before it ends, may stay, and then ends', async ({ page, adminApi }) => {
  test.slow();
  const admin = userWith(['tenantAdmin']);
  await adminApi.createUser(admin);
  // The browser's clock, moved on by the test: half an hour passes in a moment.
  await page.clock.install();
  await signIn(page, admin);
  await goToConsole(page, undefined, '/admin/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();

  await page.clock.fastForward(`${IDLE_MINUTES - 1}:00`);
  await assertIdleWarning(page);
  await pressStaySignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();

  await page.clock.fastForward(`${IDLE_MINUTES - 1}:00`);
  await assertIdleWarning(page);
  await page.clock.fastForward('01:00');
  await assertSignedOutForInactivity(page, IDLE_MINUTES);

  // Signing in again returns to the page the user was on.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await fillCredentials(page, admin, { audit: false });
  await clickSignIn(page);
  await assertInConsole(page, { audit: false });
  await expect(page).toHaveURL(/\/admin\/roles$/);
});
