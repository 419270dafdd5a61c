import { expect, type Locator, type Page } from '@playwright/test';
import { assertAccessible } from '../support/accessibility.ts';
import { DEADLINE } from '../support/deadlines.ts';
import { consoleUrl } from '../support/stack.ts';

/** What a person sees of a company and a supplier: the BvD ID search, the Orbis report frame, the supplier detail. */

/** A company of the simulated Orbis, as its report page names it. */
export interface ReportedCompany {
  bvdId: string;
  name: string;
}

export function bvdIdForm(page: Page): Locator {
  return page.getByRole('search', { name: 'Search by BvD ID' });
}

export async function goToBvdIdSearch(page: Page): Promise<void> {
  await page.goto(consoleUrl('/admin/suppliers'));
  // The screen's code is fetched on the first visit.
  await expect(bvdIdForm(page)).toBeVisible();
  await assertAccessible(page, 'the search by BvD ID');
}

/** Types a BvD ID into 'Find a supplier' and searches, by Search or Enter; resolves with the status of the check. */
export async function searchBvdId(page: Page, bvdId: string, submit: 'Search' | 'Enter' = 'Search'): Promise<number> {
  const field = bvdIdForm(page).getByRole('textbox', { name: 'Find a supplier' });
  await field.fill(bvdId);
  const checked = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/orbis/company/'));
  if (submit === 'Enter') await field.press('Enter');
  else await bvdIdForm(page).getByRole('button', { name: 'Search' }).click();
  return (await checked).status();
}

export function reportFrame(scope: Page | Locator, bvdId: string): Locator {
  return scope.getByTitle(`Orbis company report of ${bvdId}`, { exact: true });
}

/**
 * The frame shows the provider's report of the company: the page inside names it and its BvD ID,
 * so the report was loaded with a context the provider accepted (and the console's CSP let it in).
 */
export async function assertReportOf(scope: Page | Locator, company: ReportedCompany): Promise<Locator> {
  const frame = reportFrame(scope, company.bvdId);
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  const report = frame.contentFrame();
  await expect(report.getByRole('heading', { level: 1, name: company.name, exact: true })).toBeVisible();
  await expect(report.getByRole('row').filter({ has: report.getByRole('rowheader', { name: 'BvD ID' }) })).toContainText(company.bvdId);
  return frame;
}

export async function frameHeight(frame: Locator): Promise<number> {
  const box = await frame.boundingBox();
  if (!box) throw new Error('The report frame is not shown');
  return Math.round(box.height);
}

export async function goToOrbisReport(page: Page, bvdId?: string): Promise<void> {
  await page.goto(consoleUrl(bvdId === undefined ? '/admin/orbis' : `/admin/orbis?${new URLSearchParams({ bvdId })}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Orbis Company Report' })).toBeVisible();
}

export async function goToSupplierDetail(page: Page, supplierId?: string): Promise<void> {
  await page.goto(consoleUrl(supplierId === undefined ? '/admin/supplier' : `/admin/supplier?${new URLSearchParams({ id: supplierId })}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ariba Supplier' })).toBeVisible();
}

export function enhancementTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Orbis Enhancement' });
}

/**
 * Waits until the Orbis Enhancement of the supplier shown has arrived (the job runs after a link),
 * reading the screen again as a person would; resolves with its rows, question to answer.
 */
export async function awaitEnhancement(page: Page): Promise<Record<string, string>> {
  await expect(async () => {
    await page.reload();
    await expect(enhancementTable(page)).toBeVisible({ timeout: 5_000 });
  }, 'the Orbis Enhancement job to store the answers of the supplier shown (read again by reloading)').toPass({
    timeout: DEADLINE.job,
    intervals: [1_000, 2_000, 5_000],
  });
  await assertAccessible(page, 'the supplier detail with its Orbis Enhancement');
  const rows = await enhancementTable(page).getByRole('row').filter({ has: page.getByRole('rowheader') }).all();
  const entries: Record<string, string> = {};
  for (const row of rows) {
    entries[(await row.getByRole('rowheader').innerText()).trim()] = (await row.getByRole('cell').innerText()).trim();
  }
  return entries;
}

/** OPEN IN ORBIS: resolves with the full-screen dialog once it shows. */
export async function clickOpenInOrbis(page: Page, name: string, bvdId: string): Promise<Locator> {
  await page.getByRole('button', { name: 'OPEN IN ORBIS' }).click();
  const dialog = page.getByRole('dialog', { name: `Orbis report of ${name} (${bvdId})` });
  await expect(dialog).toBeVisible();
  return dialog;
}
