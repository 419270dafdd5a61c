import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { workbookWriter } from './xlsx.ts';

/** The first sheet's rows as a spreadsheet library reads them back. */
async function rowsOf(chunks: string[][][]): Promise<unknown[][]> {
  const writer = workbookWriter('Audit log');
  for (const chunk of chunks) await writer.add(chunk);
  const workbook = read(await writer.finish(), { type: 'buffer' });
  expect(workbook.SheetNames).toEqual(['Audit log']);
  return utils.sheet_to_json<unknown[]>(workbook.Sheets['Audit log'] as never, { header: 1, raw: true });
}

describe('xlsx workbook', () => {
  it('keeps every text as it is, chunk after chunk, in order', async () => {
    const rows = await rowsOf([[['a', '<b> & "c"', ' spaced ', 'line\nbreak']], [['0012', '=1+1', '2025-01-31', 'tab\there']]]);
    expect(rows).toEqual([
      ['a', '<b> & "c"', ' spaced ', 'line\nbreak'],
      ['0012', '=1+1', '2025-01-31', 'tab\there'],
    ]);
  });

  it('writes no formula and no number, only text cells', async () => {
    const writer = workbookWriter('Audit log');
    await writer.add([['=SUM(1,2)', '42']]);
    const sheet = read(await writer.finish(), { type: 'buffer', cellFormula: true }).Sheets['Audit log'] ?? {};
    expect(sheet.A1).toMatchObject({ t: 's', v: '=SUM(1,2)' });
    expect(sheet.A1).not.toHaveProperty('f');
    expect(sheet.B1).toMatchObject({ t: 's', v: '42' });
  });

  it('replaces what XML cannot hold and cuts a text longer than a cell holds', async () => {
    const [[control, long]] = (await rowsOf([[['bell\u0007', 'x'.repeat(40_000)]]])) as [[string, string]];
    expect(control).toBe('bell\uFFFD');
    expect(long).toHaveLength(32_767);
    expect(long.endsWith('…')).toBe(true);
  });

  it('deflates the sheet as it is written', async () => {
    const writer = workbookWriter('Audit log');
    const row = ['2025-01-31T12:00:00.000Z', 'default', 'ana@default.local', 'u-ana', 'console', 'user', 'u-1', 'update', 'lastName: Old → New'];
    for (let chunk = 0; chunk < 4; chunk += 1) await writer.add(Array.from({ length: 5_000 }, () => row));
    const bytes = await writer.finish();
    const text = 20_000 * row.join('').length;
    expect(bytes.length).toBeLessThan(text / 20);
    expect(utils.sheet_to_json(read(bytes, { type: 'buffer' }).Sheets['Audit log'] as never, { header: 1 })).toHaveLength(20_000);
  });
});
