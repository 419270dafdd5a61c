import { read, utils, type WorkSheet } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { inertCell, readBack } from './formula-text.ts';
import type { OutCell, ReadLimits } from './protocol.ts';
import { readSupplierSheet } from './read-sheet.ts';
import { writeSheet } from './write-results.ts';

const LIMITS: ReadLimits = { maxRows: 10, maxCellLength: 200, maxUnzippedBytes: 10 * 1024 * 1024, columns: { supplier: 'smVendorId', bvdId: 'BvDId' } };

/** Cells a spreadsheet program would run as formulas once the file is saved as CSV and opened again. */
const DANGEROUS = ['=HYPERLINK("http://x")', '+1+cmd|\' /C calc\'!A0', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];

const sheetOf = (data: ArrayBuffer) => read(new Uint8Array(data), { type: 'array', cellFormula: true }).Sheets.Results as WorkSheet;

describe('writing a results sheet', () => {
  it('puts a single quote before every text that starts like a formula, and writes it as text', () => {
    const rows: OutCell[][] = [['Row', 'smVendorId', 'BvDId', 'Reason'], ...DANGEROUS.map((text, index) => [index + 2, text, 'GB1', text])];
    const sheet = sheetOf(writeSheet('Results', rows));
    for (const [index, text] of DANGEROUS.entries()) {
      const cell = sheet[`B${index + 2}`];
      expect(cell, text).toMatchObject({ t: 's', v: `'${text}` });
      expect(cell?.f).toBeUndefined();
      expect(sheet[`D${index + 2}`]?.v).toBe(`'${text}`);
    }
  });

  it('leaves no cell starting like a formula in the text a CSV saved from it would hold', () => {
    const sheet = sheetOf(writeSheet('Results', [['smVendorId', 'BvDId'], ...DANGEROUS.map((text) => [text, text])]));
    const cells = utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false }).flat();
    expect(cells).toHaveLength(2 + DANGEROUS.length * 2);
    for (const cell of cells) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('leaves ordinary texts, numbers, negative numbers and empty cells as they are', () => {
    expect([inertCell('S-1'), inertCell('GB1'), inertCell('a=b'), inertCell(-5), inertCell(12), inertCell(null), inertCell('')]).toEqual(['S-1', 'GB1', 'a=b', -5, 12, null, '']);
    const sheet = sheetOf(writeSheet('Results', [['Row', 'smVendorId'], [-5, 'S-1']]));
    expect(sheet.A2).toMatchObject({ t: 'n', v: -5 });
    expect(sheet.B2).toMatchObject({ t: 's', v: 'S-1' });
  });

  it('reads a results file, fixed and uploaded again, with the values it was written from', () => {
    const file = writeSheet('Results', [['Row', 'smVendorId', 'BvDId'], [2, '-S1', '@GB1'], [3, "'quoted", 'GB2']]);
    expect(readSupplierSheet(new Uint8Array(file), LIMITS)).toEqual({
      ok: true,
      rows: [
        { row: 2, smVendorId: '-S1', BvDId: '@GB1' },
        { row: 3, smVendorId: "'quoted", BvDId: 'GB2' },
      ],
    });
    expect(readBack("'=1")).toBe('=1');
    expect(readBack("'S-1")).toBe("'S-1");
  });
});
