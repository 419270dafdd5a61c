import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readMappingSheet } from './read-mapping-sheet.ts';

function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Values');
  return new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
}

describe('reading an uploaded list (MAP-10)', () => {
  it.each(['xlsx', 'biff8'] as const)('reads the first two columns of a %s file', (bookType) => {
    expect(readMappingSheet(workbook([['Id', 'Name'], ['KI_1', 'Status'], [1200, 'Numbered']], bookType))).toEqual({
      ok: true,
      items: [
        { value: 'KI_1', label: 'Status' },
        { value: '1200', label: 'Numbered' },
      ],
    });
  });

  it('reads from the first column holding data', () => {
    const sheet = utils.aoa_to_sheet([]);
    utils.sheet_add_aoa(sheet, [['KI_1', 'Status']], { origin: 'C3' });
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, 'Values');
    expect(readMappingSheet(new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer))).toEqual({ ok: true, items: [{ value: 'KI_1', label: 'Status' }] });
  });

  it('refuses what is not a spreadsheet, whatever its name, and a damaged one', () => {
    expect(readMappingSheet(new TextEncoder().encode('KI_1,Status\n'))).toEqual({ ok: false, error: 'unreadable' });
    expect(readMappingSheet(workbook([['KI_1']]).slice(0, 200))).toEqual({ ok: false, error: 'unreadable' });
  });

  it('refuses a sheet with more rows than a list holds', () => {
    expect(readMappingSheet(workbook(Array.from({ length: 2100 }, (_, i) => [`KI_${i}`])))).toEqual({ ok: false, error: 'tooManyRows' });
  });

  it('says a sheet without values is empty', () => {
    expect(readMappingSheet(workbook([['Value', 'Label']]))).toEqual({ ok: false, error: 'empty' });
  });
});
