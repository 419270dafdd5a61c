import type { OutCell } from './protocol.ts';

/**
 * What a spreadsheet program reads as a formula once a file is saved as CSV and opened again:
 * a text starting with `=`, `+`, `-`, `@`, a tab or a carriage return (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const ESCAPED = /^'(?=[=+\-@\t\r])/;

/**
 * A cell the console writes, kept text however the file is re-saved: a text that starts like a
 * formula gets a single quote before it. Numbers and empty cells stay as they are.
 */
export function inertCell(cell: OutCell): OutCell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * A value read from a file, without the quote `inertCell` put before it: a results file, fixed and
 * uploaded again, names the same suppliers and BvD IDs as the file it came from.
 */
export function readBack(text: string): string {
  return text.replace(ESCAPED, '');
}
