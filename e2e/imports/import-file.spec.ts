import type { AppListEntry } from '@connector/contracts';
import { TEST_TIMEOUT } from '../support/deadlines.ts';
import type { Credentials } from '../support/sign-in.ts';
import { signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { connectedOf, newSuperAdmin, supplierOf, syncedApplication } from '../suppliers/data.ts';
import { useApplication } from '../suppliers/steps.ts';
import { batchStatusOf, freeBvdId, linkThroughApi, spreadsheetFile, unlinkedSuppliers, unlinkThroughApi } from './data.ts';
import {
  assertBatchInProgress,
  assertBatchOver,
  assertPreview,
  assertToast,
  batchCount,
  chooseFile,
  clickRetryFailedRows,
  clickUpload,
  downloadResults,
  goToImport,
  previewCount,
  previewIssues,
} from './steps.ts';

/**
 * Import Ariba Suppliers on an application of its own, its suppliers synced from the simulated
 * Ariba: a file previewed, its valid rows uploaded and applied, the results downloaded, a failed
 * row retried once its cause is fixed. Serial: the tests share the application, and one batch of
 * an application runs at a time.
 */
test.describe.configure({ mode: 'serial' });

const HEADER = ['smVendorId', 'BvDId'];

let app: AppListEntry;
let admin: Credentials;

test.beforeAll(async ({ adminApi }) => {
  test.setTimeout(TEST_TIMEOUT.withSync);
  app = await syncedApplication(adminApi, 'Imp');
  admin = await newSuperAdmin(adminApi);
});

test('an xlsx is previewed, its valid rows uploaded and applied, its results downloaded, a failed row retried once fixed', async ({
  page,
  adminApi,
}) => {
  const [toLink, raced, blocker, other, another] = await unlinkedSuppliers(adminApi, app.value, 5);
  const held = (await connectedOf(adminApi, app.value))[0];
  if (!toLink || !raced || !blocker || !other || !another || !held) throw new Error('The synced application lacks suppliers');
  const [first, second, unused] = [freeBvdId(), freeBvdId(), freeBvdId()];
  const file = spreadsheetFile('suppliers.xlsx', [
    HEADER,
    [toLink, first],
    [raced, second],
    [`NO-SUCH-${unused}`, unused],
    [toLink, freeBvdId()],
    [other, 'not a BvD ID!'],
    ['Missing', freeBvdId()],
    [another, held.bvdId],
  ]);

  await signIn(page, admin);
  await useApplication(page, app.label);
  await goToImport(page);
  await chooseFile(page, file);
  const preview = await assertPreview(page, 'suppliers.xlsx');
  expect(await previewCount(preview, 'Rows in the file')).toBe(7);
  expect(await previewCount(preview, 'To link')).toBe(2);
  expect(await previewCount(preview, 'Cannot be linked')).toBe(5);
  expect((await previewIssues(preview)).map(([row, , , reason]) => [row, reason])).toEqual([
    ['4', 'Unknown supplier'],
    ['5', 'Supplier repeated in the file (row 2)'],
    ['6', 'Malformed BvD ID'],
    ['7', 'Missing value'],
    ['8', `BvD ID already linked to another supplier (${held.supplierId})`],
  ]);

  // Between the preview and the upload another supplier takes the second row's BvD ID: that row will fail.
  await linkThroughApi(adminApi, app.value, blocker, second);
  const uploaded = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/supplier/batch'));
  await clickUpload(preview, 2);
  expect((await uploaded).postDataJSON()).toEqual({
    fileName: 'suppliers.xlsx',
    rows: [
      { row: 2, smVendorId: toLink, BvDId: first },
      { row: 3, smVendorId: raced, BvDId: second },
    ],
  });
  await assertToast(page, 'Suppliers File Uploaded');
  await assertBatchInProgress(page);

  let summary = await assertBatchOver(page);
  expect(await batchCount(summary, 'Linked')).toBe(1);
  expect(await batchCount(summary, 'Failed')).toBe(1);
  const results = await downloadResults(page, summary);
  expect(results.fileName).toBe('suppliers-results.xlsx');
  expect(results.rows[0]).toEqual(['Row', 'smVendorId', 'BvDId', 'Outcome', 'Reason', 'Previous BvD ID']);
  expect(results.rows.slice(1)).toEqual([
    [2, toLink, first, 'Linked', null, null],
    [3, raced, second, 'Failed', `BvD ID already linked to another supplier (${blocker})`, null],
  ]);
  for (const row of results.rows.slice(1).filter((cells) => cells[3] === 'Failed')) expect(row[4]).toBeTruthy();
  expect((await supplierOf(adminApi, app.value, toLink)).bvdId).toBe(first);

  // The cause fixed, Retry failed rows links the row.
  await unlinkThroughApi(adminApi, app.value, blocker, second);
  await clickRetryFailedRows(summary);
  await assertToast(page, 'Failed rows will be applied again');
  await assertBatchInProgress(page);
  summary = await assertBatchOver(page);
  expect(await batchCount(summary, 'Linked')).toBe(2);
  expect(await batchCount(summary, 'Failed')).toBe(0);
  await expect(summary.getByRole('button', { name: 'Retry failed rows' })).toHaveCount(0);
  expect((await supplierOf(adminApi, app.value, raced)).bvdId).toBe(second);
});

test('an xls is read too, chosen from the keyboard', async ({ page, adminApi }) => {
  const [supplier] = await unlinkedSuppliers(adminApi, app.value, 1);
  if (!supplier) throw new Error('The synced application lacks suppliers');
  const bvdId = freeBvdId();
  await signIn(page, admin);
  await useApplication(page, app.label);
  await goToImport(page);
  await chooseFile(page, spreadsheetFile('legacy.xls', [HEADER, [supplier, bvdId]], 'xls'), 'keyboard');
  const preview = await assertPreview(page, 'legacy.xls');
  expect(await previewCount(preview, 'To link')).toBe(1);
  await clickUpload(preview, 1);
  await assertToast(page, 'Suppliers File Uploaded');
  await assertBatchInProgress(page);
  const summary = await assertBatchOver(page);
  expect(await batchCount(summary, 'Linked')).toBe(1);
  expect((await supplierOf(adminApi, app.value, supplier)).bvdId).toBe(bvdId);
  expect((await batchStatusOf(adminApi, app.value)).batch?.fileName).toBe('legacy.xls');
});

test('a csv is refused with a message, before anything is sent', async ({ page }) => {
  await signIn(page, admin);
  await useApplication(page, app.label);
  await goToImport(page);
  let checked = false;
  page.on('request', (request) => {
    if (request.url().includes('/supplier/batch')) checked ||= request.method() === 'POST';
  });
  await chooseFile(page, { name: 'suppliers.csv', mimeType: 'text/csv', buffer: Buffer.from('smVendorId,BvDId\nS-1,GB1\n') });
  await expect(page.getByRole('alert')).toHaveText('suppliers.csv cannot be imported: only .xlsx and .xls files are accepted.');
  // A csv given an xlsx name is told apart by its content.
  await chooseFile(page, { name: 'renamed.xlsx', mimeType: 'text/csv', buffer: Buffer.from('smVendorId,BvDId\nS-1,GB1\n') });
  await expect(page.getByRole('alert')).toContainText('renamed.xlsx is not an .xlsx or .xls spreadsheet');
  expect(checked).toBe(false);
});
