import { expect, type Locator, type Page } from '@playwright/test';
import { assertAccessible } from '../support/accessibility.ts';
import { assertSelectedApplication, chooseApplication } from '../support/applications.ts';
import { consoleUrl } from '../support/stack.ts';

/** The supplier screens as a user sees them: Connector activity, Link BvD, the Search tabs, and their dialogs. */

/**
 * Works on `name` from now on. An application a user has just created through the API is already
 * their last one, so the selector may show it at sign-in.
 */
export async function useApplication(page: Page, name: string): Promise<void> {
  const selector = page.getByRole('combobox', { name: 'Application' });
  await expect(selector).not.toHaveText('');
  if ((await selector.innerText()).trim() !== name) await chooseApplication(page, name);
  await assertSelectedApplication(page, name);
}

export async function goToActivity(page: Page): Promise<void> {
  await page.goto(consoleUrl('/admin/activity'));
  // The screen's code is fetched on the first visit.
  await expect(page.getByRole('heading', { level: 1, name: 'Connector activity' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Sync now|Sync running/ })).toBeVisible({ timeout: 30_000 });
  await assertAccessible(page, 'the Connector activity screen');
}

export async function clickSyncNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sync now' }).click();
}

/** Waits, while the screen polls, until no run is going and the newest one is Done. */
export async function assertSyncDone(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled({ timeout: 240_000 });
  const runs = page.getByRole('table', { name: 'Recent runs' });
  await expect(runs.getByRole('row').nth(1)).toContainText('Done');
  await assertAccessible(page, 'the Connector activity screen after a run');
}

/** The number a state card of the activity shows ("Linked", "Waiting for a person"). */
export async function stateCount(page: Page, state: string): Promise<number> {
  const term = page.getByLabel('Suppliers by state').getByRole('term').filter({ hasText: new RegExp(`^${state}$`) });
  return Number((await term.locator('xpath=following-sibling::dd[1]').innerText()).replace(/\D/g, ''));
}

export async function goToLinkBvd(page: Page): Promise<Locator> {
  await page.goto(consoleUrl('/admin/assignBvD'));
  const table = page.getByRole('table', { name: 'Suppliers missing a BvD ID' });
  await expect(table.getByRole('button', { name: /^Accept/ }).first()).toBeVisible({ timeout: 30_000 });
  await assertAccessible(page, 'the Link BvD screen');
  return table;
}

/** The criteria search of one supplier, as 'Search and Link' opens it. */
export async function goToLinkFlow(page: Page, supplierId: string, supplierName: string): Promise<void> {
  await page.goto(consoleUrl(`/admin/supplier-search?supplierId=${encodeURIComponent(supplierId)}`));
  await expect(page.getByText(`Linking ${supplierName} (${supplierId})`)).toBeVisible({ timeout: 30_000 });
  await assertAccessible(page, 'the link flow for a supplier');
}

export function criteriaForm(page: Page): Locator {
  return page.getByRole('search', { name: 'Search criteria' });
}

export async function chooseMatchPercentage(page: Page, percent: number): Promise<void> {
  await criteriaForm(page).getByRole('combobox', { name: 'Match Percentage' }).click();
  await page.getByRole('option', { name: `${percent}%`, exact: true }).click();
}

export async function clickSearch(page: Page): Promise<Locator> {
  await criteriaForm(page).getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table', { name: 'Companies found' });
  await expect(page.getByRole('status').filter({ hasText: /compan(y|ies) found/ })).toBeVisible({ timeout: 30_000 });
  await assertAccessible(page, 'the search results');
  return results;
}

/** 'Add BvdId' on a result, then the link dialog's Add; resolves with the BvD ID linked. */
export async function addBvdId(page: Page, row: Locator): Promise<string> {
  const bvdId = (await row.getByRole('cell').nth(1).innerText()).split('\n')[0]?.trim() ?? '';
  await row.getByRole('button', { name: `Add BvdId ${bvdId}` }).click();
  await confirmLink(page, bvdId);
  return bvdId;
}

export async function confirmLink(page: Page, bvdId: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: `Do you want to add BVD ${bvdId}?` });
  await expect(dialog).toBeVisible();
  await assertAccessible(page, 'the link dialog');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await assertToast(page, `${bvdId} Added Successfully`);
}

export async function assertToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('#notistack-snackbar').filter({ hasText: text }).first()).toBeVisible();
}

export async function goToConnected(page: Page): Promise<void> {
  await page.goto(consoleUrl('/admin/searchConnectedSuppliers'));
  await expect(page.getByRole('table', { name: 'Connected suppliers' })).toBeVisible({ timeout: 30_000 });
}

export async function filterConnectedByBvdId(page: Page, bvdId: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'BvD Id' }).fill(bvdId);
  await page.getByRole('button', { name: 'Filter' }).click();
  const table = page.getByRole('table', { name: 'Connected suppliers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await assertAccessible(page, 'the connected suppliers, filtered');
  return table;
}

/** Unlink, confirmed; resolves with the second question, 'Do you want to match this unlinked company again?'. */
export async function unlink(page: Page, row: Locator, supplierName: string): Promise<Locator> {
  await row.getByRole('button', { name: `Unlink Supplier ${supplierName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure to unlink this supplier?' });
  await assertAccessible(page, 'the unlink dialog');
  await confirm.getByRole('button', { name: 'Unlink', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Do you want to match this unlinked company again?' });
  await expect(again).toBeVisible();
  return again;
}
