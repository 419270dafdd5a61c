import type { AuditExportFormat } from '@connector/contracts';
import { EXPORT_COLUMNS } from './export-cells.ts';
import { workbookWriter } from './xlsx.ts';

/** What a file of the export is: its bytes, and how a browser should save it. */
export interface ExportFile {
  bytes: Buffer;
  mediaType: string;
  extension: AuditExportFormat;
}

/** Takes the export's rows a chunk at a time (each row its cells, in column order), then makes the file. */
export interface ExportWriter {
  add(rows: readonly string[][]): Promise<void>;
  finish(): Promise<ExportFile>;
}

/** Spreadsheet programs take a UTF-8 CSV for what it is only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/** A CSV field: quoted when it holds a quote, a separator or a line break (RFC 4180). */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvField).join(',')}\r\n`;

function csvWriter(): ExportWriter {
  const parts = [BOM, csvLine(EXPORT_COLUMNS)];
  return {
    add: async (rows) => void parts.push(rows.map(csvLine).join('')),
    finish: async () => ({ bytes: Buffer.from(parts.join(''), 'utf8'), mediaType: 'text/csv; charset=utf-8', extension: 'csv' }),
  };
}

function xlsxWriter(): ExportWriter {
  const workbook = workbookWriter('Audit log');
  const header = workbook.add([EXPORT_COLUMNS]);
  return {
    add: async (rows) => {
      await header;
      await workbook.add(rows);
    },
    finish: async () => {
      await header;
      const bytes = await workbook.finish();
      return { bytes, mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' };
    },
  };
}

export const exportWriter = (format: AuditExportFormat): ExportWriter => (format === 'csv' ? csvWriter() : xlsxWriter());
