import { MappingList } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { looksLikeValue, MAX_SHEET_ITEMS, sheetItems } from './sheet-items.ts';

describe('the items of an uploaded sheet (MAP-10)', () => {
  it.each(['KI_1234', 'CF_RA_Status', '12', 'q.1', 'ns:id', 'A-1'])('takes %s for a value', (cell) => expect(looksLikeValue(cell)).toBe(true));
  it.each(['Value', 'Question ID', 'id', '', '  ', 'Label 2'])('takes %j for a title', (cell) => expect(looksLikeValue(cell)).toBe(false));

  it('skips a header row, reads labels from the second column and falls back on the value', () => {
    expect(sheetItems([['Value', 'Label'], ['KI_1', 'Company status'], ['KI_2'], ['', 'no value'], ['KI_1', 'again']])).toEqual({
      ok: true,
      items: [
        { value: 'KI_1', label: 'Company status' },
        { value: 'KI_2', label: 'KI_2' },
      ],
    });
  });

  it('keeps a first row that is already a value, after blank rows', () => {
    expect(sheetItems([[''], ['  KI_7 ', ' Seven ']])).toEqual({ ok: true, items: [{ value: 'KI_7', label: 'Seven' }] });
  });

  it('refuses a sheet with no value, too many values, or a value too long', () => {
    expect(sheetItems([])).toEqual({ ok: false, error: 'empty' });
    expect(sheetItems([['Value']])).toEqual({ ok: false, error: 'empty' });
    expect(sheetItems(Array.from({ length: MAX_SHEET_ITEMS + 1 }, (_, i) => [`KI_${i}`]))).toEqual({ ok: false, error: 'tooManyRows' });
    expect(sheetItems([['KI_1'], [`KI_${'x'.repeat(200)}`]])).toEqual({ ok: false, error: 'cellTooLong', row: 2 });
  });

  it('holds as many items as a list of the contract may', () => {
    const list = (count: number) => ({ id: 'upload', name: 'file.xlsx', origin: 'upload', items: Array.from({ length: count }, (_, i) => ({ value: `KI_${i}`, label: '' })) });
    expect(MappingList.safeParse(list(MAX_SHEET_ITEMS)).success).toBe(true);
    expect(MappingList.safeParse(list(MAX_SHEET_ITEMS + 1)).success).toBe(false);
  });
});
