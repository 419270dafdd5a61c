import { IMPORT_LIMITS } from '@connector/contracts';
import type { ReadLimits } from './spreadsheet/protocol.ts';

/**
 * What a zip (xlsx) may unpack to: 100,000 rows of two columns take about 25 MB of sheet XML, and
 * extra columns add to it; ten times the file limit leaves room and still refuses a zip bomb.
 */
const MAX_UNZIPPED_BYTES = 10 * IMPORT_LIMITS.maxFileBytes;

export const READ_LIMITS: ReadLimits = {
  maxRows: IMPORT_LIMITS.maxRows,
  maxCellLength: IMPORT_LIMITS.maxCellLength,
  maxUnzippedBytes: MAX_UNZIPPED_BYTES,
  columns: { ...IMPORT_LIMITS.columns },
};

/** What the picker offers: the two extensions, and their types for pickers that filter by type. */
export const ACCEPT = ['.xlsx', '.xls', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'].join(',');

export type FileRefusal = 'type' | 'size' | 'emptyFile';

/** Why a chosen file is refused before it is read (by its name and size), or null. */
export function refusalOf(file: { name: string; size: number }): FileRefusal | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(IMPORT_LIMITS.fileExtensions as readonly string[]).includes(extension)) return 'type';
  if (file.size > IMPORT_LIMITS.maxFileBytes) return 'size';
  if (file.size === 0) return 'emptyFile';
  return null;
}
