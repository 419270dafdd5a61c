import { expect, type Locator, type Page } from '@playwright/test';
import { assertAccessible } from './accessibility.ts';
import { assertToast } from './applications.ts';

/** The editor of a mapping version as a user works it: its drop-downs, rows, list dialogs, upload and preview. */

/** Chooses in a drop-down of the editor (a list, Options, a model, a row's source) by its label. */
export async function chooseIn(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** A mapped field's row, named by its label. */
export function mappedRow(page: Page, label: string): Locator {
  return page.getByRole('region', { name: 'Mapped fields' }).getByRole('group', { name: label, exact: true });
}

/** Adds a row from Options and chooses its values by their labels (a risk row's source first). */
export async function addMappedRow(page: Page, option: string, values: string[], source?: string): Promise<Locator> {
  await chooseIn(page, 'Options', option);
  const row = mappedRow(page, option);
  await expect(row).toBeVisible();
  if (source) await chooseIn(row, 'Source', source);
  await chooseValues(page, option, values);
  return row;
}

/** Chooses values of a row, each typed to filter the list and then picked; the list is closed after. */
export async function chooseValues(page: Page, label: string, values: string[]): Promise<void> {
  const row = mappedRow(page, label);
  const input = row.getByRole('combobox', { name: `Values of ${label}` });
  for (const value of values) {
    await input.fill(value);
    await page.getByRole('option', { name: value, exact: true }).click();
  }
  await input.press('Escape');
  await expect(rowValues(row)).toContainText(values);
}

/** The chips of a row's values, as shown. */
export function rowValues(row: Locator): Locator {
  return row.locator('.MuiChip-root');
}

/** Save: the toast, then the versions again. */
export async function clickSaveMapping(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await assertToast(page, 'Success');
  await expect(page.getByRole('heading', { level: 2, name: 'Versions' })).toBeVisible();
}

/** The question before a list replaces the list, and its two texts. */
export async function assertListQuestion(page: Page, source: 'List' | 'file'): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: `This will remove the mapped values that are not in this ${source}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('Do you want to continue?');
  await assertAccessible(page, 'the question before the list changes');
  return dialog;
}

/** Continue in the question: the report follows (Removed: or No Changes Found). */
export async function clickContinue(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

export async function assertRemovedReport(page: Page, removed: string[]): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Removed:' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(removed);
  await assertAccessible(page, 'the report of the removed values');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

export async function assertNoChangesReport(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'No Changes Found' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('Every mapped value is in the new list.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** Upload XLS or XLSX, choosing `file` in the dialog the button opens. */
export async function uploadList(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload XLS or XLSX' }).click();
  await (await chooser).setFiles(file);
}

/** Try on one supplier: the supplier typed, then Try (submitted with Enter). */
export async function trySupplier(page: Page, supplierId: string): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Try on one supplier' });
  await section.getByRole('textbox', { name: 'Supplier ID' }).fill(supplierId);
  await section.getByRole('textbox', { name: 'Supplier ID' }).press('Enter');
  return section;
}

/** The rows of the preview table as shown: field, written to, value. */
export async function previewRows(section: Locator, supplierId: string): Promise<string[][]> {
  const table = section.getByRole('table', { name: `What would be written for ${supplierId}` });
  await expect(table).toBeVisible();
  const rows = await table.getByRole('row').all();
  const cells: string[][] = [];
  for (const row of rows.slice(1)) cells.push((await row.getByRole('cell').allInnerTexts()).map((text) => text.trim()));
  return cells;
}
