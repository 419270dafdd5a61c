import { utils, write } from '@e965/xlsx';
import { inertCell } from './formula-text.ts';
import type { OutCell } from './protocol.ts';

/** Widest a column is made, in characters: long reasons wrap in the spreadsheet rather than stretch it. */
const MAX_WIDTH = 60;

/**
 * An xlsx of one sheet from rows of cells, the first being the header. Every text is written as
 * text (never a formula, whatever it starts with), and stays text when the file is re-saved as
 * CSV (`inertCell`); each column is as wide as its longest cell.
 */
export function writeSheet(sheetName: string, cells: OutCell[][]): ArrayBuffer {
  const rows = cells.map((row) => row.map(inertCell));
  const sheet = utils.aoa_to_sheet(rows);
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, column) => (widths[column] = Math.max(widths[column] ?? 0, String(cell ?? '').length)));
  sheet['!cols'] = widths.map((width) => ({ wch: Math.min(MAX_WIDTH, width + 2) }));
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, sheetName);
  return write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}
