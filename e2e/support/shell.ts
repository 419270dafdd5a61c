import { expect, type Locator, type Page } from '@playwright/test';
import { assertAccessible } from './accessibility.ts';

/** The side menu of the console shell. */
export function sideMenu(page: Page): Locator {
  return page.getByRole('navigation');
}

/** The menu shows exactly these entries, in this order. */
export async function assertMenuEntries(page: Page, entries: readonly string[]): Promise<void> {
  await expect(sideMenu(page).getByRole('link').or(sideMenu(page).getByRole('button'))).toHaveText(entries as string[]);
}

/** Follows a menu link (the screen it opens is checked) or opens or closes a group. */
export async function clickMenuEntry(page: Page, name: string): Promise<void> {
  await sideMenu(page).getByRole('button', { name, exact: true }).or(sideMenu(page).getByRole('link', { name, exact: true })).click();
  await assertAccessible(page, `the menu entry ${name}`);
}

export async function clickSignOut(page: Page, label = 'Sign out'): Promise<void> {
  await page.getByRole('button', { name: label }).click();
}

export async function assertSignedOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/login-page$/);
  await assertAccessible(page, 'the signed-out page');
}
