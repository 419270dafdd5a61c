import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { assertAccessible } from '../support/accessibility.ts';
import { awaitEvent, DEADLINE } from '../support/deadlines.ts';
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
  await expect(page.getByRole('heading', { level: 1, name: 'Import Ariba Suppliers' })).toBeVisible();
  await expect(picker(page)).toBeVisible();
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
  await expect(preview).toBeVisible();
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

/** What the screen shows of a batch in progress at one moment: its bar's text, and how many file pickers. */
function batchInProgressShown(page: Page): Promise<{ bar: string | null; pickers: number }> {
  return page.evaluate(() => {
    const section = [...document.querySelectorAll('section')].find((node) => node.getAttribute('aria-label') === 'Supplier Batch Upload in Progress');
    const bar = section?.querySelector('[role="progressbar"][aria-label="Rows applied"]')?.getAttribute('aria-valuetext') ?? null;
    const buttons = [...document.querySelectorAll('button')].filter((button) => button.textContent?.trim() === 'Choose a spreadsheet');
    return { bar, pickers: buttons.length + document.querySelectorAll('input[type="file"]').length };
  });
}

/**
 * The batch in progress: its section with the bar, and no file picker. The upload's answer shows
 * it at once, and the screen's next read, 2 s on, may already find the batch over (its job starts
 * within the queue's polling interval), so all of it is read in one look at the screen.
 */
export async function assertBatchInProgress(page: Page): Promise<void> {
  await awaitEvent(
    "the batch in progress as the upload's answer shows it: its section with the bar, and no file picker",
    () => batchInProgressShown(page),
    DEADLINE.page,
  ).toEqual({ bar: expect.stringMatching(/^[\d,]+ of [\d,]+$/), pickers: 0 });
  await assertAccessible(page, 'a batch in progress');
}

/** Waits, while the screen polls, until the batch is over; resolves with its section. */
export async function assertBatchOver(page: Page): Promise<Locator> {
  const summary = page.getByRole('region', { name: 'Latest upload' });
  await expect(summary, 'the import job to apply every row of the batch (the screen reads it again while it runs)').toBeVisible({
    timeout: DEADLINE.job,
  });
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
