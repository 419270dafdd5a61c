import { expect, type Locator, type Page } from '@playwright/test';
import { assertAccessible } from '../support/accessibility.ts';
import { assertSelectedApplication, chooseApplication } from '../support/applications.ts';
import { DEADLINE } from '../support/deadlines.ts';
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
  await expect(page.getByRole('heading', { level: 1, name: 'Connector activity' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sync now|Sync running/ })).toBeVisible();
  await assertAccessible(page, 'the Connector activity screen');
}

export async function clickSyncNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sync now' }).click();
}

/** Waits, while the screen polls, until no run is going and the newest one is Done. */
export async function assertSyncDone(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Sync now' }), 'the run to end: Sync now enabled again (the screen reads the run every 2 s)').toBeEnabled({
    timeout: DEADLINE.sync,
  });
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
  await expect(table.getByRole('button', { name: /^Accept/ }).first()).toBeVisible();
  await assertAccessible(page, 'the Link BvD screen');
  return table;
}

/** The criteria search of one supplier, as 'Search and Link' opens it. */
export async function goToLinkFlow(page: Page, supplierId: string, supplierName: string): Promise<void> {
  await page.goto(consoleUrl(`/admin/supplier-search?supplierId=${encodeURIComponent(supplierId)}`));
  await expect(page.getByText(`Linking ${supplierName} (${supplierId})`)).toBeVisible();
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
  await expect(page.getByRole('status').filter({ hasText: /compan(y|ies) found/ })).toBeVisible();
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
  await expect(page.getByRole('table', { name: 'Connected suppliers' })).toBeVisible();
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

/** The run going on, as the activity shows it while the screen polls: its section and its two bars. */
export async function assertRunInProgress(page: Page): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Sync in progress' });
  await expect(section).toBeVisible();
  const pulled = section.getByRole('progressbar', { name: 'Pulled from Ariba' });
  const matched = section.getByRole('progressbar', { name: 'Matched with Orbis' });
  await expect(pulled).toBeVisible();
  await expect(matched).toBeVisible();
  return section;
}

/** What each bar of the run in progress says at one moment ("120 of 1,474"), by its label. */
export type BarTexts = Record<string, string | null>;

/**
 * Records in the page, from now on, every change of what the bars of the run in progress say, and
 * resolves with a reader of the states seen, in order. A state the screen shows is kept however
 * briefly it lasts, so a test looking for one misses none between two looks of its own.
 */
export async function recordRunBars(page: Page): Promise<() => Promise<BarTexts[]>> {
  await page.evaluate((label) => {
    const seen: Record<string, string | null>[] = [];
    let last = '';
    const read = () => {
      const section = [...document.querySelectorAll('section')].find((node) => node.getAttribute('aria-label') === label);
      if (!section) return;
      const bars = Object.fromEntries(
        [...section.querySelectorAll('[role="progressbar"]')].map((bar) => [bar.getAttribute('aria-label') ?? '', bar.getAttribute('aria-valuetext')]),
      );
      const key = JSON.stringify(bars);
      if (key !== last) seen.push(bars);
      last = key;
    };
    read();
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-valuetext'] });
    (window as unknown as { runBarsSeen: typeof seen }).runBarsSeen = seen;
  }, 'Sync in progress');
  return () => page.evaluate(() => (window as unknown as { runBarsSeen: Record<string, string | null>[] }).runBarsSeen);
}

/** A number of the newest run in Recent runs, by its column ("Pulled", "Linked automatically"). */
export async function newestRunCount(page: Page, column: string): Promise<number> {
  const runs = page.getByRole('table', { name: 'Recent runs' });
  const headers = (await runs.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(column);
  if (index < 0) throw new Error(`Recent runs has no column ${column}: ${headers.join(', ')}`);
  const cell = runs.getByRole('row').nth(1).getByRole('cell').nth(index);
  return Number((await cell.innerText()).replace(/\D/g, ''));
}

export async function goToCriteriaSearch(page: Page): Promise<void> {
  await page.goto(consoleUrl('/admin/supplier-search'));
  await expect(criteriaForm(page)).toBeVisible();
  await assertAccessible(page, 'the search by criteria');
}

export function criteriaField(page: Page, label: 'Company Name' | 'National Id' | 'City' | 'Postal Code'): Locator {
  return criteriaForm(page).getByRole('textbox', { name: label, exact: true });
}

export function countryField(page: Page): Locator {
  return criteriaForm(page).getByRole('combobox', { name: /^Country/ });
}

/** Chooses a country from the searchable list by its English name. */
export async function chooseCountry(page: Page, name: string): Promise<void> {
  await countryField(page).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(countryField(page)).toHaveValue(name);
}

/** A field of the criteria refused with `message`, the message read out with it. */
export async function assertCriteriaError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/**
 * Runs `submit` (Enter in a field, or Search) and waits for the companies found; resolves with the
 * criteria the console sent and the results table.
 */
export async function searchBy(page: Page, submit: () => Promise<void>): Promise<{ sent: Record<string, unknown>; results: Locator }> {
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/suppliers/match'));
  await submit();
  const response = await answered;
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { data: { data: unknown[] } }).data.data;
  const results = page.getByRole('table', { name: 'Companies found' });
  await expect(page.getByRole('status').filter({ hasText: /compan(y|ies) found/ })).toHaveText(
    `${rows.length} ${rows.length === 1 ? 'company' : 'companies'} found`,
  );
  await assertAccessible(page, 'the search results');
  return { sent: response.request().postDataJSON() as Record<string, unknown>, results };
}

/** The rows of the companies found, in the order shown (each has its See in Orbis link). */
export function resultRows(results: Locator): Locator {
  return results.getByRole('row').filter({ has: results.page().getByRole('link', { name: /^See .+ in Orbis$/ }) });
}

/** The Score column as numbers, in the order shown. */
export async function resultScores(results: Locator): Promise<number[]> {
  const rows = await resultRows(results).all();
  const scores: number[] = [];
  for (const row of rows) scores.push(Number((await row.getByRole('cell').nth(2).innerText()).replace(/[^\d.]/g, '')));
  return scores;
}

/** 'Search and Link' of a supplier on the Link BvD list. */
export async function clickSearchAndLink(table: Locator, supplierName: string): Promise<void> {
  await table.getByRole('link', { name: `Search and Link ${supplierName}`, exact: true }).click();
}

/** The criteria of the link flow, as the form shows them. */
export async function assertCriteria(
  page: Page,
  values: { companyName: string; nationalId: string; city: string; postCode: string; country: string },
): Promise<void> {
  await expect(criteriaField(page, 'Company Name')).toHaveValue(values.companyName);
  await expect(criteriaField(page, 'National Id')).toHaveValue(values.nationalId);
  await expect(criteriaField(page, 'City')).toHaveValue(values.city);
  await expect(criteriaField(page, 'Postal Code')).toHaveValue(values.postCode);
  await expect(countryField(page)).toHaveValue(values.country);
}

/** 'Add BvdId' on a result another supplier holds: the warning of SUP-15. */
export async function clickAddAssigned(page: Page, row: Locator, bvdId: string, holderId: string): Promise<Locator> {
  await row.getByRole('button', { name: `Add BvdId ${bvdId}` }).click();
  const warning = page.getByRole('alertdialog', { name: 'BvD Id already assigned' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(`The BvD Id ${bvdId} is already assigned to a supplier (${holderId}).`);
  await expect(warning).toContainText('Are you Sure you want to continue?');
  await assertAccessible(page, 'the already-assigned warning');
  return warning;
}

export function connectedFilter(page: Page): Locator {
  return page.getByRole('search', { name: 'Filter connected suppliers' });
}

/** Filter by the start of the company name; resolves with the table once it shows the answer. */
export async function filterConnectedByName(page: Page, name: string): Promise<Locator> {
  const answered = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).searchParams.get('supplierName') === name);
  await connectedFilter(page).getByRole('textbox', { name: 'Company Name' }).fill(name);
  await connectedFilter(page).getByRole('button', { name: 'Filter' }).click();
  expect((await answered).status()).toBe(200);
  const table = page.getByRole('table', { name: 'Connected suppliers' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await assertAccessible(page, 'the connected suppliers, filtered by name');
  return table;
}

/** The Ariba Supplier Id of every row shown, in order. */
export async function connectedSupplierIds(table: Locator): Promise<string[]> {
  const rows = table.getByRole('row').filter({ has: table.page().getByRole('button', { name: /^Unlink Supplier / }) });
  return Promise.all((await rows.all()).map(async (row) => (await row.getByRole('cell').nth(2).innerText()).trim()));
}
