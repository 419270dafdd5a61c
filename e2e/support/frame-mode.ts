import { LOGIN_POPUP, type CreateUserBody } from '@connector/contracts';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { assertAccessible } from './accessibility.ts';
import { userWith, type ConsoleApi } from './api.ts';
import { DEADLINE } from './deadlines.ts';
import type { FramingSite } from './framing.ts';
import { clickSignIn, fillCredentials } from './sign-in.ts';
import { consoleUrl } from './stack.ts';
import { tenantBody, tenantWith } from './tenants.ts';

/** The console inside the framing site's page. */
export function consoleFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Connector console"]');
}

/** A tenant of its own that lets `origins` frame its console, and a tenant administrator of it. */
export async function seedFramedTenant(api: ConsoleApi, origins: string[]): Promise<{ tenantId: string; admin: CreateUserBody }> {
  const tenant = tenantWith();
  await api.createTenant({ ...tenantBody(tenant), frameAncestors: origins });
  const admin = userWith(['tenantAdmin'], { tenantId: tenant.tenantId });
  await api.createUser(admin);
  return { tenantId: tenant.tenantId, admin };
}

/** Opens the framing site's page with the tenant's console at `path` in its frame. */
export async function goToFramedConsole(page: Page, site: FramingSite, tenantId: string, path: string): Promise<void> {
  await page.goto(site.pageFraming(consoleUrl(path, tenantId)));
}

/** The frame shows `/e/login` (AUTH-8): its heading and its Login button; after an idle end, why. */
export async function assertExternalLogin(page: Page, { afterIdle = false } = {}): Promise<void> {
  const frame = consoleFrame(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible({ timeout: DEADLINE.page });
  await expect(frame.getByRole('button', { name: 'Login' })).toBeEnabled();
  const idleNote = frame.getByText('You were signed out after a time without activity.', { exact: false });
  await expect(idleNote).toHaveCount(afterIdle ? 1 : 0);
}

/** Presses a button of the framed console that opens a popup, and returns the popup once it shows a page. */
async function clickForPopup(page: Page, name: string): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await consoleFrame(page).getByRole('button', { name }).click();
  const popup = await opened;
  await popup.waitForLoadState();
  return popup;
}

/** The popup has the size the console asks for (spec: about 520 × 570). */
async function assertPopupSize(popup: Page): Promise<void> {
  const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
  expect(size).toEqual({ width: LOGIN_POPUP.width, height: LOGIN_POPUP.height });
}

/**
 * Presses Login in the frame and signs in with the password in the popup it opens (the provider
 * has no session yet, or the console asks for the password again); the popup closes once the
 * frame has its tokens.
 */
export async function signInThroughPopup(page: Page, user: CreateUserBody): Promise<void> {
  const popup = await clickForPopup(page, 'Login');
  const closed = popup.waitForEvent('close', { timeout: DEADLINE.page });
  await expect(popup, 'the sign-in popup').toHaveURL(/\/oidc\/interaction\//, { timeout: DEADLINE.page });
  await assertPopupSize(popup);
  await fillCredentials(popup, user);
  await clickSignIn(popup);
  await closed;
}

/**
 * Presses Sign out in the framed console: the popup ends the session at the provider and closes
 * itself once it has told the frame; the frame then shows `/e/login`.
 */
export async function signOutThroughPopup(page: Page): Promise<void> {
  const popup = await clickForPopup(page, 'Sign out');
  await assertPopupSize(popup);
  const closed = popup.waitForEvent('close', { timeout: DEADLINE.page });
  // The popup passes the console's logout page, the provider's end of session and the signed-out page.
  await closed;
  await assertExternalLogin(page);
  await assertAccessible(page, 'the framed console signed out');
}

/** The framed console shows the screen `heading` to `email`. */
export async function assertFramedScreen(page: Page, heading: string, email: string): Promise<void> {
  const frame = consoleFrame(page);
  await expect(frame.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: DEADLINE.page });
  await expect(frame.getByRole('banner').getByText(email)).toBeVisible();
  await assertAccessible(page, `the framed ${heading} screen`);
}
