import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { assertAccessible } from '../support/accessibility.ts';
import { consoleUrl } from '../support/stack.ts';
import { readWorkbook, sheetRows, type spreadsheetFile } from './data.ts';

/** The Import Ariba Suppliers screen as a user sees it: the picker, the preview, the batch's progress and its results. */

type SpreadsheetFile = ReturnType<typeof spreadsheetFile>;

export function picker(page: Page): Locator {
  return page.getByRole('button', { name: 'Choose a spreadsheet' });
}

export async function goToImport(page: Page): Promise<void> {
  await page.goto(consoleUrl('/admin/import'));
  // The screen's code is fetched on the first visit.
  await expect(page.getByRole('heading', { level: 1, name: 'Import Ariba Suppliers' })).toBeVisible({ timeout: 30_000 });
  await expect(picker(page)).toBeVisible({ timeout: 30_000 });
  await assertAccessible(page, 'the Import Ariba Suppliers screen');
}

/** Clicks the picker (or focuses it and presses Enter) and chooses `file` in the dialog it opens. */
export async function chooseFile(page: Page, file: SpreadsheetFile, how: 'click' | 'keyboard' = 'click'): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  if (how === 'click') {
    await picker(page).click();
  } else {
    await picker(page).focus();
    await page.keyboard.press('Enter');
  }
  await (await chooser).setFiles(file);
}

/** The preview of a file once the server has checked it. */
export async function assertPreview(page: Page, fileName: string): Promise<Locator> {
  const preview = page.getByRole('region', { name: `Preview of ${fileName}` });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await assertAccessible(page, 'the preview of a file');
  return preview;
}

/** A count of the preview ('Rows in the file', 'To link', 'Cannot be linked'). */
export async function previewCount(preview: Locator, label: string): Promise<number> {
  const term = preview.getByLabel('Rows of the file').getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
  return Number((await term.locator('xpath=following-sibling::dd[1]').innerText()).replace(/\D/g, ''));
}

/** The rows that cannot be linked as the table shows them: row, smVendorId, BvDId, reason. */
export async function previewIssues(preview: Locator): Promise<string[][]> {
  const table = preview.getByRole('table', { name: 'Rows that cannot be linked' });
  const rows = await table.getByRole('row').all();
  const cells: string[][] = [];
  for (const row of rows.slice(1)) cells.push((await row.getByRole('cell').allInnerTexts()).map((text) => text.trim()));
  return cells;
}

export async function clickUpload(preview: Locator, count: number): Promise<void> {
  await preview.getByRole('button', { name: `Upload ${count} ${count === 1 ? 'Supplier' : 'Suppliers'}` }).click();
}

export async function assertToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('#notistack-snackbar').filter({ hasText: text }).first()).toBeVisible();
}

/** The batch in progress: its section with the bar, and no file picker. */
export async function assertBatchInProgress(page: Page): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Supplier Batch Upload in Progress' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('progressbar', { name: 'Rows applied' })).toHaveAttribute('aria-valuetext', /^[\d,]+ of [\d,]+$/);
  await expect(picker(page)).toHaveCount(0);
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await assertAccessible(page, 'a batch in progress');
  return section;
}

/** Waits, while the screen polls, until the batch is over; resolves with its section. */
export async function assertBatchOver(page: Page): Promise<Locator> {
  const summary = page.getByRole('region', { name: 'Latest upload' });
  await expect(summary).toBeVisible({ timeout: 120_000 });
  await expect(picker(page)).toBeVisible();
  await assertAccessible(page, 'the latest batch');
  return summary;
}

/** A count of the latest batch ('Linked', 'Unchanged', 'Failed'). */
export async function batchCount(summary: Locator, label: 'Linked' | 'Unchanged' | 'Failed'): Promise<number> {
  const term = summary.getByLabel('Rows of the batch').getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
  return Number((await term.locator('xpath=following-sibling::dd[1]').innerText()).replace(/\D/g, ''));
}

/** Download results; resolves with the file's name and its sheet's rows (the header first). */
export async function downloadResults(page: Page, summary: Locator): Promise<{ fileName: string; rows: unknown[][] }> {
  const download = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Download results' }).click();
  const file = await download;
  const path = await file.path();
  return { fileName: file.suggestedFilename(), rows: sheetRows(readWorkbook(await readFile(path))) };
}

export async function clickRetryFailedRows(summary: Locator): Promise<void> {
  await summary.getByRole('button', { name: 'Retry failed rows' }).click();
}
