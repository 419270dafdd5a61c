import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { assertSignedOut, clickSignOut } from '../support/shell.ts';
import { assertInConsole, goToConsole, signIn } from '../support/sign-in.ts';
import { DEADLINE } from '../support/deadlines.ts';
import { PASSWORD, userWith } from '../support/api.ts';
import { consoleUrl } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

/**
 * Another site, on a second loopback origin (`127.0.0.1`, while the console is `localhost`):
 * `/go?to=URL` sends the browser to URL by script, `/post?to=URL` submits a form there by script,
 * as a hostile page would the moment it is opened.
 */
async function startOtherSite(): Promise<{ url(path: string): string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = JSON.stringify(url.searchParams.get('to') ?? '');
    const script =
      url.pathname === '/post'
        ? `const f = document.createElement('form'); f.method = 'post'; f.action = ${to};
           const i = document.createElement('input'); i.name = 'logout'; i.value = 'yes'; f.append(i);
           document.body.append(f); f.submit();`
        : `location.href = ${to};`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!DOCTYPE html><html lang="en"><title>Elsewhere</title><body><script>${script}</script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Whether the provider's session lives, seen from a new tab: it holds no tokens of its own (they
 * are kept per tab), so it enters the console only through that session, without a password.
 */
async function assertSessionLives(context: BrowserContext, alive: boolean): Promise<void> {
  const tab = await context.newPage();
  await goToConsole(tab);
  // Through the provider and back: a few round trips, slow on a busy machine.
  const timeout = DEADLINE.page;
  if (alive) {
    await expect(tab.getByRole('navigation')).toBeVisible({ timeout });
    await expect(tab).toHaveURL(/\/admin(\/|$)/);
  } else {
    await expect(tab.getByLabel('Password')).toBeVisible({ timeout });
  }
  await tab.close();
}

/** Opens a page of the other site, which at once leaves for `target` on the console's origin. */
async function arriveFromOtherSite(page: Page, site: { url(path: string): string }, how: 'go' | 'post', target: string) {
  await page.goto(site.url(`/${how}?to=${encodeURIComponent(target)}`));
  await expect(page).toHaveURL((url) => url.origin === new URL(consoleUrl()).origin);
}

test.describe('sign-out from another site', () => {
  // Several sign-ins and new tabs in one test.
  test.slow();
  let site: Awaited<ReturnType<typeof startOtherSite>>;
  test.beforeAll(async () => {
    site = await startOtherSite();
  });
  test.afterAll(async () => {
    await site.close();
  });

  // Users of their own: a sign-out ends every access token of the account (decision 014), and the
  // other tests share the super administrator's.
  test('a page elsewhere that sends the browser to the sign-out leaves the user signed in', async ({ page, context, adminApi }) => {
    const user = userWith(['tenantAdmin']);
    await adminApi.createUser(user);
    await signIn(page, { email: user.email, password: PASSWORD });

    // The provider's end-session endpoint, reached by a navigation from the other site: it asks.
    await arriveFromOtherSite(page, site, 'go', consoleUrl('/oidc/session/end'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
    await assertSessionLives(context, true);

    // A form the other site posts is refused outright.
    await arriveFromOtherSite(page, site, 'post', consoleUrl('/oidc/session/end'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in could not continue' })).toBeVisible();
    await arriveFromOtherSite(page, site, 'post', consoleUrl('/oidc/session/end/confirm'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in could not continue' })).toBeVisible();
    await assertSessionLives(context, true);

    // The console's own logout page, linked from elsewhere: it asks too.
    await arriveFromOtherSite(page, site, 'go', consoleUrl('/admin/logout'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
    await assertSessionLives(context, true);

    // The console's own button still signs out with one click, everywhere.
    await goToConsole(page);
    await assertInConsole(page);
    await clickSignOut(page);
    await assertSignedOut(page);
    await assertSessionLives(context, false);
  });

  test('asked from elsewhere, the user may still choose to sign out', async ({ page, context, adminApi }) => {
    const user = userWith(['tenantAdmin']);
    await adminApi.createUser(user);
    await signIn(page, { email: user.email, password: PASSWORD });
    await arriveFromOtherSite(page, site, 'go', consoleUrl('/oidc/session/end'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed out.' })).toBeVisible();
    await assertSessionLives(context, false);
  });
});
