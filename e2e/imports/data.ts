import {
  getSupplierBatch,
  linkSupplier,
  listMissingSuppliers,
  unlinkSupplier,
  type EndpointSpec,
  type ImportStatus,
  type MissingPage,
} from '@connector/contracts';
import { read, utils, write, type WorkBook } from '@e965/xlsx';
import { expect } from '@playwright/test';
import { unique, type ConsoleApi } from '../support/api.ts';

/** Data for the import flows: spreadsheets made on the spot, suppliers found and links changed through the API. */

export type BookType = 'xlsx' | 'xls';

/** A spreadsheet of `rows` (the header first) in one sheet, as a file to choose in the picker. */
export function spreadsheetFile(name: string, rows: unknown[][], bookType: BookType = 'xlsx') {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows), 'Suppliers');
  const buffer = write(workbook, { type: 'buffer', bookType: bookType === 'xls' ? 'biff8' : 'xlsx' }) as Buffer;
  const mimeType = bookType === 'xls' ? 'application/vnd.ms-excel' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return { name, mimeType, buffer };
}

/** The first sheet of a downloaded workbook as rows of cells, empty cells as null. */
export function sheetRows(workbook: WorkBook): unknown[][] {
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('The workbook has no sheet');
  return utils.sheet_to_json(sheet, { header: 1, defval: null });
}

export const readWorkbook = (data: Buffer) => read(data, { type: 'buffer' });

/** A BvD ID well formed and held by no supplier: two letters, then letters and digits of its own. */
export const freeBvdId = () => `ZZ${unique().toUpperCase()}`;

const withQuery = (endpoint: EndpointSpec, query: Record<string, string>): EndpointSpec => ({
  ...endpoint,
  path: `${endpoint.path}?${new URLSearchParams(query)}` as EndpointSpec['path'],
});

/** `count` suppliers of the application without a BvD ID. */
export async function unlinkedSuppliers(api: ConsoleApi, appId: string, count: number): Promise<string[]> {
  const { status, body } = await api.call(withQuery(listMissingSuppliers, { pageSize: '100' }), { params: { appId } });
  expect(status, JSON.stringify(body)).toBe(200);
  const ids = (body.data as MissingPage).rows.map((row) => row.supplierId);
  if (ids.length < count) throw new Error(`Only ${ids.length} suppliers are without a BvD ID; ${count} are needed`);
  return ids.slice(0, count);
}

export async function linkThroughApi(api: ConsoleApi, appId: string, supplierId: string, bvdId: string): Promise<void> {
  const { status, body } = await api.call(linkSupplier, { params: { appId, supplierId }, body: { supplierId, bvdId } });
  expect(status, JSON.stringify(body)).toBe(200);
}

export async function unlinkThroughApi(api: ConsoleApi, appId: string, supplierId: string, bvdId: string): Promise<void> {
  const { status, body } = await api.call(unlinkSupplier, { params: { appId }, body: { supplierId, bvdId } });
  expect(status, JSON.stringify(body)).toBe(200);
}

export async function batchStatusOf(api: ConsoleApi, appId: string): Promise<ImportStatus> {
  const { status, body } = await api.call(getSupplierBatch, { params: { appId } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as ImportStatus;
}
