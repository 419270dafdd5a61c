import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { ZipFile } from 'yazl';

/** The most characters one cell of a spreadsheet may hold; longer texts are cut there. */
const CELL_MAX = 32_767;
const CUT = '…';
/** Characters XML 1.0 cannot hold at all: they become the replacement character. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

const escapeXml = (text: string) => text.replace(NOT_XML, '\uFFFD').replace(/[&<>"\r]/g, (c) => ESCAPES[c] as string);
const fit = (text: string) => (text.length > CELL_MAX ? `${text.slice(0, CELL_MAX - CUT.length)}${CUT}` : text);

/** Whitespace an XML reader would drop or fold unless told to keep it. */
const LOOSE_SPACE = /^\s|\s$|[\t\n\r]/;

/** An inline text cell: a spreadsheet program shows it as it is, never as a number, a date or a formula. */
function textCell(text: string): string {
  const fitted = fit(text);
  const space = LOOSE_SPACE.test(fitted) ? ' xml:space="preserve"' : '';
  return `<c t="inlineStr"><is><t${space}>${escapeXml(fitted)}</t></is></c>`;
}

/** One row of the sheet; cells in order from column A, so they need no reference of their own. */
export function sheetRow(cells: readonly string[], rowNumber: number): string {
  return `<row r="${rowNumber}">${cells.map(textCell).join('')}</row>`;
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '</Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '</Relationships>';
const workbook = (sheetName: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' + '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';

/** The package's small parts, whole: its content types, relationships and the workbook naming its one sheet. */
const smallParts = (sheetName: string): [name: string, text: string][] => [
  ['[Content_Types].xml', CONTENT_TYPES],
  ['_rels/.rels', ROOT_RELS],
  ['xl/workbook.xml', workbook(sheetName)],
  ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
];

/**
 * An .xlsx workbook of one sheet, its rows added a chunk at a time: the smallest package
 * spreadsheet programs open (no styles, no shared strings). The sheet's XML is written here, a
 * few lines that keep every cell text; the archive is yazl's, which deflates the sheet on libuv's
 * thread pool as it comes, so its text is never held whole, only the bytes compressed so far. A
 * spreadsheet library's object model took seconds of the event loop and most of a gigabyte for a
 * large export, and the streaming writer of exceljs was slower and has had no release since 2023
 * (decision 027).
 */
export function workbookWriter(sheetName: string) {
  const archive = new ZipFile();
  const parts: Buffer[] = [];
  archive.outputStream.on('data', (part: Buffer) => parts.push(part));
  const ended = once(archive.outputStream, 'end');
  for (const [name, text] of smallParts(sheetName)) archive.addBuffer(Buffer.from(text, 'utf8'), name);
  const sheet = new PassThrough();
  archive.addReadStream(sheet, 'xl/worksheets/sheet1.xml');
  const write = async (text: string) => {
    if (!sheet.write(text)) await once(sheet, 'drain');
  };
  let rows = 0;
  const started = write(SHEET_START);
  return {
    async add(chunk: readonly (readonly string[])[]): Promise<void> {
      await started;
      await write(chunk.map((cells) => sheetRow(cells, (rows += 1))).join(''));
    },
    async finish(): Promise<Buffer> {
      await started;
      sheet.end(SHEET_END);
      archive.end();
      await ended;
      return Buffer.concat(parts);
    },
  };
}
