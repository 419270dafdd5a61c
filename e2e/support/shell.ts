import { expect, type Locator, type Page } from '@playwright/test';

/** The side menu of the console shell. */
export function sideMenu(page: Page): Locator {
  return page.getByRole('navigation');
}

/** The menu shows exactly these entries, in this order. */
export async function assertMenuEntries(page: Page, entries: readonly string[]): Promise<void> {
  await expect(sideMenu(page).getByRole('link').or(sideMenu(page).getByRole('button'))).toHaveText(entries as string[]);
}

export async function clickMenuEntry(page: Page, name: string): Promise<void> {
  await sideMenu(page).getByRole('button', { name, exact: true }).or(sideMenu(page).getByRole('link', { name, exact: true })).click();
}

export async function clickSignOut(page: Page, label = 'Sign out'): Promise<void> {
  await page.getByRole('button', { name: label }).click();
}

export async function assertSignedOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/login-page$/);
}
