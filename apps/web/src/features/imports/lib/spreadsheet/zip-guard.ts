/**
 * What a zip says of itself, read from its central directory without unpacking anything: how many
 * entries and how many bytes they unpack to. An xlsx is a zip; a small one that claims gigabytes is
 * a zip bomb and is refused before the spreadsheet library inflates it.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const ENTRY_BYTES = 46;
const MAX_COMMENT = 0xffff;
/** Marks a ZIP64 field; spreadsheets of the size the console reads never need one. */
const ZIP64 = 0xffffffff;

export interface ZipContents {
  entries: number;
  unzippedBytes: number;
}

function endRecordAt(view: DataView): number | null {
  const last = view.byteLength - END_RECORD_BYTES;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return null;
}

/** The entries and declared sizes of a zip; null when it has no readable directory (cut short, or not a zip). */
export function zipContents(bytes: Uint8Array): ZipContents | null {
  if (bytes.byteLength < END_RECORD_BYTES) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endRecordAt(view);
  if (end === null) return null;
  const entries = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (directoryOffset === ZIP64) return { entries, unzippedBytes: Number.POSITIVE_INFINITY };
  let unzippedBytes = 0;
  let at = directoryOffset;
  for (let index = 0; index < entries; index++) {
    if (at + ENTRY_BYTES > view.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const size = view.getUint32(at + 24, true);
    unzippedBytes += size === ZIP64 ? Number.POSITIVE_INFINITY : size;
    at += ENTRY_BYTES + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { entries, unzippedBytes };
}
