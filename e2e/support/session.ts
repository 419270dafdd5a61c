import { expect, type BrowserContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { assertAccessible } from './accessibility.ts';
import { DEADLINE } from './deadlines.ts';
import { assertSignedOut, clickSignOut } from './shell.ts';
import { assertInConsole, goToConsole } from './sign-in.ts';

/** What the console keeps in the page's local storage. */
export function localStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...window.localStorage }));
}

/**
 * Signs out in another tab of the same browser: the provider's session ends, and with it every
 * access token of the account, so the first tab's next call answers 401 (AUTH-17).
 */
export async function signOutInAnotherTab(context: BrowserContext, tenant?: string): Promise<void> {
  const tab = await context.newPage();
  // Through the provider's session: this tab signs in without a password.
  await goToConsole(tab, tenant);
  await assertInConsole(tab, { audit: false });
  await clickSignOut(tab);
  await assertSignedOut(tab);
  await tab.close();
}

/** The warning shown a minute before an idle session ends, in the page or in its framed console. */
export function idleWarning(scope: Page | FrameLocator): Locator {
  return scope.getByRole('alertdialog', { name: 'Are you still there?' });
}

/** The warning is up, says when the session ends, and has the focus on `Stay signed in`. */
export async function assertIdleWarning(page: Page, scope: Page | FrameLocator = page): Promise<void> {
  const dialog = idleWarning(scope);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/You will be signed out in \d+ seconds? because the console has not been used/);
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await assertAccessible(page, 'the idle warning');
}

/** Answers the warning from the keyboard, as it opens with the focus on `Stay signed in`. */
export async function pressStaySignedIn(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await expect(idleWarning(page)).toHaveCount(0);
}

/** The signed-out page after an idle end: it says why. */
export async function assertSignedOutForInactivity(page: Page, minutes: number): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/login-page$/, { timeout: DEADLINE.page });
  await expect(page.getByText(`You were signed out after ${minutes} minutes without activity.`, { exact: false })).toBeVisible();
  await assertAccessible(page, 'the signed-out page after an idle end');
}
