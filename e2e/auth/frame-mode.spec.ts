import { assertFramingRefused, startFramingSite, type FramingSite } from '../support/framing.ts';
import {
  assertExternalLogin,
  assertFramedScreen,
  consoleFrame,
  goToFramedConsole,
  seedFramedTenant,
  signInThroughPopup,
  signOutThroughPopup,
} from '../support/frame-mode.ts';
import { assertIdleWarning } from '../support/session.ts';
import { consoleUrl } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

// Two sites on loopback, each its own origin: the tenant lists the first only.
let allowed: FramingSite;
let other: FramingSite;
test.beforeAll(async () => {
  [allowed, other] = await Promise.all([startFramingSite(), startFramingSite()]);
});
test.afterAll(async () => {
  await Promise.all([allowed?.close(), other?.close()]);
});

test('inside an allowed site’s frame the console signs in and out through popups', async ({ page, adminApi }) => {
  test.slow();
  const { tenantId, admin } = await seedFramedTenant(adminApi, [allowed.origin]);

  // A framed console with no session sends the frame to /e/login, remembering the page.
  await goToFramedConsole(page, allowed, tenantId, '/admin/users');
  await assertExternalLogin(page);
  await signInThroughPopup(page, admin);
  await assertFramedScreen(page, 'Users', admin.email);

  await signOutThroughPopup(page);
  // The provider's session ended too: the next popup asks for the password again.
  await signInThroughPopup(page, admin);
  await assertFramedScreen(page, "Link Suppliers to BvD ID's", admin.email);
});

test('a framed console left idle signs out without a popup, and its next sign-in asks for the password', async ({ page, adminApi }) => {
  test.slow();
  const { tenantId, admin } = await seedFramedTenant(adminApi, [allowed.origin]);
  // The clock of the page and of its frame, moved on by the test.
  await page.clock.install();
  await goToFramedConsole(page, allowed, tenantId, '/admin/roles');
  await signInThroughPopup(page, admin);
  await assertFramedScreen(page, 'Roles', admin.email);

  await page.clock.fastForward('29:00');
  await assertIdleWarning(page, consoleFrame(page));
  await page.clock.fastForward('01:00');
  await assertExternalLogin(page, { afterIdle: true });
  // The provider's own session lives on (only a popup could end it), yet the password is asked again.
  await signInThroughPopup(page, admin);
  await assertFramedScreen(page, 'Roles', admin.email);
});

test('a site the tenant does not list cannot frame its console', async ({ page, adminApi }) => {
  const { tenantId } = await seedFramedTenant(adminApi, [allowed.origin]);
  await assertFramingRefused(page, other, consoleUrl('/e/login', tenantId));
  await expect(consoleFrame(page).getByRole('heading', { name: 'Sign in to the console' })).toHaveCount(0);
});
