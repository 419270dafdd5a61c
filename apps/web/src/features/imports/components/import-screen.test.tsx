import { read, utils } from '@e965/xlsx';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, ok } from '../../../../test/fake-api.ts';
import { aCheck, anIssue } from '../../../../test/fixtures/import-checks.ts';
import { aBatch, spreadsheet, statusOf } from '../../../../test/fixtures/imports.ts';
import { APP_ID, selectApplication } from '../../../../test/fixtures/suppliers.ts';
import { SCREEN_TEST_MS } from '../../../../test/render-users.tsx';
import { renderSuppliers } from '../../../../test/render-suppliers.tsx';
import type { OutCell, ReadLimits } from '../lib/spreadsheet/protocol.ts';
import ImportScreen from './import-screen.tsx';

// The worker's own code, run in the test's thread: the same reading and writing, without a Worker (jsdom has none).
vi.mock('../lib/spreadsheet/client.ts', async () => {
  const { readSupplierSheet } = await import('../lib/spreadsheet/read-sheet.ts');
  const { writeSheet } = await import('../lib/spreadsheet/write-results.ts');
  return {
    readSpreadsheet: async (file: Blob, limits: ReadLimits) => readSupplierSheet(new Uint8Array(await file.arrayBuffer()), limits),
    writeSpreadsheet: async (sheetName: string, rows: OutCell[][]) => new Blob([writeSheet(sheetName, rows)]),
  };
});

const BATCH = `/api/apps/${APP_ID}/supplier/batch`;
const CHECK = `${BATCH}/check`;

const HEADER = ['smVendorId', 'BvDId'];
/** Four rows: two to link, a malformed BvD ID, a supplier repeated. */
const FILE_ROWS = [HEADER, ['S-1', 'GB111'], ['S-2', 'bad id'], ['S-3', 'DE333'], ['S-1', 'FR444']];
const CHECKED = aCheck(4, [anIssue(3, 'malformedBvdId'), anIssue(5, 'duplicateSupplier', { earlierRow: 2 })]);

function render(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const view = renderSuppliers('/admin/import', { fetch: api.fetch, screens: { import: <ImportScreen /> } });
  // Files of any kind reach the screen, as a drop would bring them: the screen must refuse them itself.
  const user = userEvent.setup({ applyAccept: false });
  return { api, ...view, user };
}

const picker = () => screen.findByRole('button', { name: 'Choose a spreadsheet' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

async function choose(user: ReturnType<typeof userEvent.setup>, file: File) {
  await picker();
  await user.upload(fileInput(), file);
}

describe('Import Ariba Suppliers', { timeout: SCREEN_TEST_MS }, () => {
  beforeEach(() => selectApplication());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('previews a file, uploads only its valid rows, then follows the batch', async () => {
    const { api, user } = render({
      [`GET ${BATCH}`]: ok(statusOf(null)),
      [`POST ${CHECK}`]: ok(CHECKED),
      [`POST ${BATCH}`]: ok(aBatch({ total: 2 }), 'Suppliers File Uploaded'),
    });
    expect(await picker()).toHaveAccessibleDescription('.xlsx or .xls, up to 20 MB and 100,000 suppliers');
    await choose(user, spreadsheet('suppliers.xlsx', FILE_ROWS));

    const preview = await screen.findByRole('region', { name: 'Preview of suppliers.xlsx' });
    expect(api.sent('POST', CHECK)[0]?.body).toEqual({
      rows: [
        { row: 2, smVendorId: 'S-1', BvDId: 'GB111' },
        { row: 3, smVendorId: 'S-2', BvDId: 'bad id' },
        { row: 4, smVendorId: 'S-3', BvDId: 'DE333' },
        { row: 5, smVendorId: 'S-1', BvDId: 'FR444' },
      ],
    });
    const counts = within(preview).getByLabelText('Rows of the file');
    expect(counts).toHaveTextContent(/Rows in the file\s*4/);
    expect(counts).toHaveTextContent(/To link\s*2/);
    expect(counts).toHaveTextContent(/Cannot be linked\s*2/);
    const reasons = within(preview).getByLabelText('Why rows cannot be linked');
    expect(reasons).toHaveTextContent('Malformed BvD ID1');
    expect(reasons).toHaveTextContent('Supplier repeated in the file1');
    const issues = within(preview).getByRole('table', { name: 'Rows that cannot be linked' });
    // The check names the rows by number; their values are the file's own.
    expect(within(issues).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '3S-2bad idMalformed BvD ID',
      '5S-1FR444Supplier repeated in the file (row 2)',
    ]);

    await user.click(within(preview).getByRole('button', { name: 'Upload 2 Suppliers' }));
    expect(await screen.findByText('Suppliers File Uploaded')).toBeVisible();
    expect(api.sent('POST', BATCH)[0]?.body).toEqual({
      fileName: 'suppliers.xlsx',
      rows: [
        { row: 2, smVendorId: 'S-1', BvDId: 'GB111' },
        { row: 4, smVendorId: 'S-3', BvDId: 'DE333' },
      ],
    });
    const progress = await screen.findByRole('region', { name: 'Supplier Batch Upload in Progress' });
    expect(within(progress).getByRole('progressbar', { name: 'Rows applied' })).toHaveAttribute('aria-valuetext', '0 of 2');
    expect(progress).toHaveTextContent('0 done, 2 remaining');
    // While the batch runs no file can be chosen.
    expect(screen.queryByRole('button', { name: 'Choose a spreadsheet' })).toBeNull();
    expect(fileInput()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Preview of suppliers.xlsx' })).toBeNull();
  });

  it('polls a batch in progress every 2 s, then shows its counts, its results and Retry failed rows', async () => {
    const answers = [
      statusOf(aBatch({ total: 4, linked: 1 })),
      statusOf(aBatch({ total: 4, status: 'done', linked: 2, unchanged: 1, failed: 1, retryable: 1, finishedAt: '2026-11-03T10:01:00.000Z' })),
    ];
    let last = answers[1];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = render({ [`GET ${BATCH}`]: () => ok((last = answers.shift() ?? last)) });
    const progress = await screen.findByRole('region', { name: 'Supplier Batch Upload in Progress' });
    expect(within(progress).getByRole('progressbar', { name: 'Rows applied' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.queryByRole('button', { name: 'Choose a spreadsheet' })).toBeNull();
    expect(api.sent('GET', BATCH)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    const summary = await screen.findByRole('region', { name: 'Latest upload' });
    expect(api.sent('GET', BATCH)).toHaveLength(2);
    expect(within(summary).getByLabelText('Rows of the batch')).toHaveTextContent(/Linked\s*2\s*Unchanged\s*1\s*Failed\s*1/);
    expect(summary).toHaveTextContent('1 row can be applied again');
    expect(within(summary).getByRole('button', { name: 'Retry failed rows' })).toBeVisible();
    expect(await picker()).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(api.sent('GET', BATCH)).toHaveLength(2);
  });

  it('downloads the results as a spreadsheet with the reason of each failed row, and retries the failed rows', async () => {
    const done = aBatch({ status: 'done', total: 3, linked: 1, failed: 2, retryable: 1, finishedAt: '2026-11-03T10:01:00.000Z' });
    const rows = [
      { row: 2, smVendorId: 'S-1', BvDId: 'GB111', outcome: 'linked', reason: null, holder: null, earlierRow: null, previousBvdId: 'GB000' },
      { row: 4, smVendorId: 'S-3', BvDId: 'DE333', outcome: 'failed', reason: 'bvdIdLinked', holder: 'S-9', earlierRow: null, previousBvdId: null },
      { row: 6, smVendorId: 'S-7', BvDId: 'FR777', outcome: 'failed', reason: 'unknownSupplier', holder: null, earlierRow: null, previousBvdId: null },
    ];
    const { api, user } = render({
      [`GET ${BATCH}`]: ok(statusOf(done)),
      [`GET ${BATCH}/${done.batchId}/results`]: ok({ batch: done, rows }),
      [`POST ${BATCH}/${done.batchId}/retry`]: ok(aBatch({ ...done, status: 'running', run: 2, failed: 1, retryable: 0, finishedAt: null }), 'Failed rows will be applied again'),
    });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:results';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('suppliers-results.xlsx');
    });

    const summary = await screen.findByRole('region', { name: 'Latest upload' });
    await user.click(within(summary).getByRole('button', { name: 'Download results' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const sheet = read(new Uint8Array(await (saved[0] as Blob).arrayBuffer()), { type: 'array' }).Sheets.Results;
    expect(utils.sheet_to_json(sheet as never, { header: 1, defval: null })).toStrictEqual([
      ['Row', 'smVendorId', 'BvDId', 'Outcome', 'Reason', 'Previous BvD ID'],
      [2, 'S-1', 'GB111', 'Linked', null, 'GB000'],
      [4, 'S-3', 'DE333', 'Failed', 'BvD ID already linked to another supplier (S-9)', null],
      [6, 'S-7', 'FR777', 'Failed', 'Unknown supplier', null],
    ]);

    await user.click(within(summary).getByRole('button', { name: 'Retry failed rows' }));
    expect(await screen.findByText('Failed rows will be applied again')).toBeVisible();
    expect(api.sent('POST', `${BATCH}/${done.batchId}/retry`)).toHaveLength(1);
    expect(await screen.findByRole('region', { name: 'Supplier Batch Upload in Progress' })).toBeVisible();
  });

  it('refuses a csv by its name, and a csv named .xlsx by its content, before any call', async () => {
    const { api, user } = render({ [`GET ${BATCH}`]: ok(statusOf(null)) });
    await choose(user, new File(['smVendorId,BvDId\nS-1,GB1\n'], 'suppliers.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('suppliers.csv cannot be imported: only .xlsx and .xls files are accepted.');
    await user.upload(fileInput(), new File(['smVendorId,BvDId\nS-1,GB1\n'], 'renamed.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('renamed.xlsx is not an .xlsx or .xls spreadsheet, whatever its name says');
    expect(api.sent('POST', CHECK)).toHaveLength(0);
  });

  it('refuses a file over the size limit unread, and names the columns a header lacks', async () => {
    const { api, user } = render({ [`GET ${BATCH}`]: ok(statusOf(null)) });
    const huge = new File(['x'], 'huge.xlsx');
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 + 1 });
    await choose(user, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.xlsx is larger than 20 MB');
    await user.upload(fileInput(), spreadsheet('columns.xlsx', [['Vendor', 'BvDId'], ['S-1', 'GB1']]));
    expect(await screen.findByRole('alert')).toHaveTextContent('The header row of the first sheet of columns.xlsx has no column smVendorId.');
    expect(api.sent('POST', CHECK)).toHaveLength(0);
  });

  it('says No Suppliers found for a file without rows, its upload disabled, and reads an .xls', async () => {
    const { api, user } = render({ [`GET ${BATCH}`]: ok(statusOf(null)), [`POST ${CHECK}`]: ok(aCheck(1, [])) });
    await choose(user, spreadsheet('empty.xlsx', [HEADER]));
    const preview = await screen.findByRole('region', { name: 'Preview of empty.xlsx' });
    expect(preview).toHaveTextContent('No Suppliers found');
    expect(within(preview).getByRole('button', { name: 'Upload 0 Suppliers' })).toBeDisabled();
    expect(api.sent('POST', CHECK)).toHaveLength(0);

    await user.upload(fileInput(), spreadsheet('old.xls', [HEADER, ['S-1', 'GB1']], 'biff8'));
    const xls = await screen.findByRole('region', { name: 'Preview of old.xls' });
    expect(within(xls).getByRole('button', { name: 'Upload 1 Supplier' })).toBeEnabled();
    expect(xls).toHaveTextContent('Every row can be applied.');
    expect(api.sent('POST', CHECK)[0]?.body).toEqual({ rows: [{ row: 2, smVendorId: 'S-1', BvDId: 'GB1' }] });
  });

  it('shows the server’s message when the check or the upload fails, else the generic one', async () => {
    let checkReply = failure(400, 'At most 100,000 suppliers can be uploaded at once');
    const { user } = render({
      [`GET ${BATCH}`]: ok(statusOf(null)),
      [`POST ${CHECK}`]: () => checkReply,
      [`POST ${BATCH}`]: failure(409, 'Supplier Batch Upload in Progress'),
    });
    await choose(user, spreadsheet('a.xlsx', [HEADER, ['S-1', 'GB1']]));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 100,000 suppliers can be uploaded at once');

    checkReply = { status: 502 };
    await user.upload(fileInput(), spreadsheet('b.xlsx', [HEADER, ['S-1', 'GB1']]));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');

    checkReply = ok(aCheck(1, []));
    await user.upload(fileInput(), spreadsheet('c.xlsx', [HEADER, ['S-1', 'GB1']]));
    await user.click(await screen.findByRole('button', { name: 'Upload 1 Supplier' }));
    expect(await screen.findByText('Supplier Batch Upload in Progress')).toBeVisible();
    // The preview stays, to upload again once the other batch is over.
    expect(screen.getByRole('region', { name: 'Preview of c.xlsx' })).toBeVisible();
  });

  it('opens the file dialog from the keyboard or a click on the zone, and reads a dropped file', async () => {
    const { api, user } = render({ [`GET ${BATCH}`]: ok(statusOf(null)), [`POST ${CHECK}`]: ok(aCheck(1, [])) });
    const button = await picker();
    const zone = button.parentElement as HTMLElement;
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
    await user.click(zone);
    expect(opened).toHaveBeenCalledTimes(3);

    fireEvent.drop(zone, { dataTransfer: { files: [spreadsheet('dropped.xlsx', [HEADER, ['S-1', 'GB1']])] } });
    expect(await screen.findByRole('region', { name: 'Preview of dropped.xlsx' })).toBeVisible();
    expect(api.sent('POST', CHECK)).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    const api = fakeApi({ [`GET ${BATCH}`]: ok(statusOf(null)) });
    renderSuppliers('/admin/import', { fetch: api.fetch, screens: { import: <ImportScreen /> }, language: 'es' });
    expect(await screen.findByRole('button', { name: 'Elegir una hoja de cálculo' })).toBeVisible();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['a,b'], 'x.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('x.csv no se puede importar: solo se aceptan archivos .xlsx y .xls.');
  });
});
