/**
 * What the console and its spreadsheet worker say to each other. Plain types only: the worker's
 * chunk carries the spreadsheet library, and nothing here may pull it (or zod) into the screen.
 */

/** What a read may hold; the screen passes the contract's limits, so the worker needs no contracts. */
export interface ReadLimits {
  maxRows: number;
  maxCellLength: number;
  /** The most a zip (xlsx) may say it unpacks to; more is a zip bomb, refused before it is unpacked. */
  maxUnzippedBytes: number;
  columns: { supplier: string; bvdId: string };
}

/** A row of the first sheet, by its number in the sheet (the header's is smaller); empty cells are ''. */
export interface SheetRow {
  row: number;
  smVendorId: string;
  BvDId: string;
}

export type ReadFailure =
  /** Neither an xlsx (zip) nor an xls (compound file): a csv, a text, a picture. */
  | { error: 'notSpreadsheet' }
  /** Looks like a spreadsheet but cannot be read: cut short, damaged, encrypted. */
  | { error: 'malformed' }
  /** Unpacks to more than the limit: refused unread. */
  | { error: 'tooLarge' }
  | { error: 'noSheet' }
  | { error: 'missingColumns'; columns: string[] }
  | { error: 'tooManyRows' }
  | { error: 'cellTooLong'; row: number }
  /** The worker crashed or took too long (a pathological file). */
  | { error: 'unreadable' };

export type ReadResult = { ok: true; rows: SheetRow[] } | ({ ok: false } & ReadFailure);

/** A cell of a written sheet. */
export type OutCell = string | number | null;

export type WorkerRequest =
  | { kind: 'read'; data: ArrayBuffer; limits: ReadLimits }
  | { kind: 'write'; sheetName: string; rows: OutCell[][] };

export type WorkerReply = { kind: 'read'; result: ReadResult } | { kind: 'write'; data: ArrayBuffer } | { kind: 'failed' };
