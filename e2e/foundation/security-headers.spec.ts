import {
  assertFramingAllowed,
  assertFramingRefused,
  saveFrameAncestors,
  startFramingSite,
  watchPolicyViolations,
  type FramingSite,
} from '../support/framing.ts';
import { goToConsole, signIn } from '../support/sign-in.ts';
import { ADMIN, consoleUrl } from '../support/stack.ts';
import { goToEditTenant, goToTenants, tenantBody, tenantWith } from '../support/tenants.ts';
import { expect, test } from '../support/test.ts';

// Each flow signs in and walks several screens: more than the default minute on a busy machine.
let site: FramingSite;
test.beforeAll(async () => {
  site = await startFramingSite();
});
test.afterAll(async () => {
  await site?.close();
});

test('the console, its sign-in and the API documentation run under their policies without a violation', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await signIn(page, ADMIN);
  await goToTenants(page);
  await goToEditTenant(page, 'default');
  for (const [path, heading] of [
    ['/admin/users', 'Users'],
    ['/admin/roles', 'Roles'],
  ] as const) {
    await goToConsole(page, undefined, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto(consoleUrl('/api/docs/'));
  await expect(page.getByRole('heading', { level: 1, name: /Connector Console API/ })).toBeVisible();
  await goToTenants(page);
  expect(violations()).toEqual([]);
});

test('another site frames a tenant’s console only once the tenant lists that site’s origin', async ({ page, adminApi }) => {
  const tenant = tenantWith();
  await adminApi.createTenant(tenantBody(tenant));
  const embedded = consoleUrl('/e/login', tenant.tenantId);

  // A new tenant lists no one.
  await assertFramingRefused(page, site, embedded);

  // Listing other origins, the same port on another host name included, admits none of them.
  await signIn(page, ADMIN);
  const sameHostOtherName = site.origin.replace('127.0.0.1', 'localhost');
  await saveFrameAncestors(page, tenant.tenantId, [sameHostOtherName, 'https://portal.example.com']);
  await assertFramingRefused(page, site, embedded);

  await saveFrameAncestors(page, tenant.tenantId, ['https://portal.example.com', site.origin]);
  await assertFramingAllowed(page, site, embedded, tenant.tenantId);
});
