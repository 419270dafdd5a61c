/**
 * The console's spreadsheet reader for code outside the browser (the import benchmark reads its
 * file exactly as the console does): the reading and the limits the screen gives it.
 */
export { READ_LIMITS } from '../file-limits.ts';
export type { ReadLimits, ReadResult, SheetRow } from './protocol.ts';
export { readSupplierSheet } from './read-sheet.ts';
