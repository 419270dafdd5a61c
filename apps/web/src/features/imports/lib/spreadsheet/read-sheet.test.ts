import { read, utils, write, type CellObject, type WorkSheet } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { ReadLimits } from './protocol.ts';
import { cellText, readSupplierSheet } from './read-sheet.ts';

const LIMITS: ReadLimits = {
  maxRows: 5,
  maxCellLength: 20,
  maxUnzippedBytes: 10 * 1024 * 1024,
  columns: { supplier: 'smVendorId', bvdId: 'BvDId' },
};

type Book = 'xlsx' | 'biff8';

function bookOf(sheets: WorkSheet[], bookType: Book = 'xlsx'): Uint8Array {
  const workbook = utils.book_new();
  sheets.forEach((sheet, index) => utils.book_append_sheet(workbook, sheet, `Sheet${index + 1}`));
  return new Uint8Array(write(workbook, { type: 'array', bookType }) as ArrayBuffer);
}

const fileOf = (rows: unknown[][], bookType: Book = 'xlsx') => bookOf([utils.aoa_to_sheet(rows)], bookType);

describe('reading the supplier sheet', () => {
  it.each<Book>(['xlsx', 'biff8'])('reads the rows below the header of the first sheet only (%s)', (bookType) => {
    const first = utils.aoa_to_sheet([
      ['Name', 'BvDId', 'smVendorId'],
      ['Acme', 'GB123', 'S-1'],
      [null, null, null],
      ['Zeta', '', 'S-2'],
    ]);
    const second = utils.aoa_to_sheet([['smVendorId', 'BvDId'], ['S-9', 'DE9']]);
    expect(readSupplierSheet(bookOf([first, second], bookType), LIMITS)).toEqual({
      ok: true,
      rows: [
        { row: 2, smVendorId: 'S-1', BvDId: 'GB123' },
        // The blank row 3 is no row; an empty cell is '' for the server to judge.
        { row: 4, smVendorId: 'S-2', BvDId: '' },
      ],
    });
  });

  it('finds a header below title rows, by name whatever its case and spaces', () => {
    const file = fileOf([['Suppliers to link'], [], [' SMVENDORID ', 'bvdid'], ['S-1', 'GB1']]);
    expect(readSupplierSheet(file, LIMITS)).toEqual({ ok: true, rows: [{ row: 4, smVendorId: 'S-1', BvDId: 'GB1' }] });
  });

  it('keeps the digits of numeric ids and reads an error cell as empty', () => {
    const sheet = utils.aoa_to_sheet([['smVendorId', 'BvDId'], [12345678901234, 'GB1'], ['S-2', 'GB2']]);
    sheet['B3'] = { t: 'e', v: 0x2a, w: '#N/A' };
    expect(readSupplierSheet(bookOf([sheet]), LIMITS)).toMatchObject({
      rows: [
        { smVendorId: '12345678901234', BvDId: 'GB1' },
        { smVendorId: 'S-2', BvDId: '' },
      ],
    });
    expect(cellText({ t: 'n', v: 123, w: '00123' })).toBe('00123');
    expect(cellText({ t: 'n', v: 1.5, w: '1.5' })).toBe('1.5');
    expect(cellText({ t: 'b', v: true })).toBe('TRUE');
  });

  it('uses a formula’s cached value and never evaluates one', () => {
    const sheet = utils.aoa_to_sheet([['smVendorId', 'BvDId'], ['placeholder', 'GB1'], ['S-3', 'placeholder']]);
    sheet['A2'] = { t: 's', v: 'S-CACHED', f: '"S-"&"EVALUATED"' } as CellObject;
    // No cached value: a formula the file never calculated is empty, not computed here.
    sheet['B3'] = { t: 'n', f: '1+1' } as CellObject;
    const bytes = bookOf([sheet]);
    expect(read(bytes, { type: 'array', cellFormula: true }).Sheets.Sheet1?.A2?.f).toBe('"S-"&"EVALUATED"');
    expect(readSupplierSheet(bytes, LIMITS)).toMatchObject({
      rows: [
        { row: 2, smVendorId: 'S-CACHED', BvDId: 'GB1' },
        { row: 3, smVendorId: 'S-3', BvDId: '' },
      ],
    });
  });

  it('reads a sheet with a header and no rows as no rows', () => {
    expect(readSupplierSheet(fileOf([['smVendorId', 'BvDId']]), LIMITS)).toEqual({ ok: true, rows: [] });
    expect(readSupplierSheet(bookOf([utils.aoa_to_sheet([])]), LIMITS)).toEqual({ ok: true, rows: [] });
  });

  it('names the columns the header lacks', () => {
    expect(readSupplierSheet(fileOf([['Supplier', 'BvDId'], ['S-1', 'GB1']]), LIMITS)).toEqual({
      ok: false,
      error: 'missingColumns',
      columns: ['smVendorId'],
    });
    expect(readSupplierSheet(fileOf([['a', 'b']]), LIMITS)).toMatchObject({ columns: ['smVendorId', 'BvDId'] });
  });

  it('refuses a csv, whatever its name, and anything else that is no xlsx or xls', () => {
    const csv = new TextEncoder().encode('smVendorId,BvDId\nS-1,GB1\n');
    expect(readSupplierSheet(csv, LIMITS)).toEqual({ ok: false, error: 'notSpreadsheet' });
    const html = new TextEncoder().encode('<table><tr><td>smVendorId</td><td>BvDId</td></tr></table>');
    expect(readSupplierSheet(html, LIMITS)).toEqual({ ok: false, error: 'notSpreadsheet' });
    expect(readSupplierSheet(new Uint8Array(), LIMITS)).toEqual({ ok: false, error: 'notSpreadsheet' });
  });

  it('refuses a damaged workbook without throwing', () => {
    const whole = fileOf([['smVendorId', 'BvDId'], ['S-1', 'GB1']]);
    expect(readSupplierSheet(whole.slice(0, whole.length / 2), LIMITS)).toEqual({ ok: false, error: 'malformed' });
    const xls = fileOf([['smVendorId', 'BvDId'], ['S-1', 'GB1']], 'biff8');
    expect(readSupplierSheet(xls.slice(0, 600), LIMITS)).toEqual({ ok: false, error: 'malformed' });
    const zipOfNothing = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]);
    expect(readSupplierSheet(zipOfNothing, LIMITS)).toEqual({ ok: false, error: 'malformed' });
  });

  it('refuses a zip that unpacks to more than the limit, unread', () => {
    const file = fileOf([['smVendorId', 'BvDId'], ['S-1', 'GB1']]);
    expect(readSupplierSheet(file, { ...LIMITS, maxUnzippedBytes: 1000 })).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('refuses a sheet of more rows than a batch holds, just over the cap or far over it', () => {
    const rows = (count: number) => [['smVendorId', 'BvDId'], ...Array.from({ length: count }, (_, i) => [`S-${i}`, `GB${i}`])];
    expect(readSupplierSheet(fileOf(rows(5)), LIMITS)).toMatchObject({ ok: true, rows: { length: 5 } });
    expect(readSupplierSheet(fileOf(rows(6)), LIMITS)).toEqual({ ok: false, error: 'tooManyRows' });
    expect(readSupplierSheet(fileOf(rows(500)), LIMITS)).toEqual({ ok: false, error: 'tooManyRows' });
    expect(readSupplierSheet(fileOf(rows(500), 'biff8'), LIMITS)).toEqual({ ok: false, error: 'tooManyRows' });
  });

  it('refuses a value longer than a cell may be, naming its row', () => {
    const file = fileOf([['smVendorId', 'BvDId'], ['S-1', 'GB1'], ['S-2', 'X'.repeat(21)]]);
    expect(readSupplierSheet(file, LIMITS)).toEqual({ ok: false, error: 'cellTooLong', row: 3 });
  });
});
