import { once } from 'node:events';
import { promisify } from 'node:util';
import { createDeflateRaw, crc32, deflateRaw } from 'node:zlib';

const deflate = promisify(deflateRaw);

/** One file of an archive, already deflated: its name, compressed bytes, and the CRC-32 and size of what it holds. */
export interface ZipEntry {
  name: string;
  compressed: Buffer;
  crc: number;
  size: number;
}

/** A small file deflated at once (on libuv's thread pool). */
export async function deflated(name: string, text: string): Promise<ZipEntry> {
  const data = Buffer.from(text, 'utf8');
  return { name, compressed: await deflate(data), crc: crc32(data), size: data.length };
}

/**
 * A large file written a piece at a time and deflated as it comes, so that neither its text nor
 * its bytes are ever held whole: only what is compressed so far.
 */
export function deflating(name: string) {
  const stream = createDeflateRaw();
  const parts: Buffer[] = [];
  stream.on('data', (part: Buffer) => parts.push(part));
  let crc = 0;
  let size = 0;
  return {
    async write(text: string): Promise<void> {
      const data = Buffer.from(text, 'utf8');
      crc = crc32(data, crc);
      size += data.length;
      if (!stream.write(data)) await once(stream, 'drain');
    },
    async end(): Promise<ZipEntry> {
      const ended = once(stream, 'end');
      stream.end();
      await ended;
      return { name, compressed: Buffer.concat(parts), crc, size };
    },
  };
}

const DEFLATE = 8;
/** Version 2.0: deflate, no ZIP64 (an export stays far below 4 GB). */
const VERSION = 20;
/** Bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
/** 1980-01-01 00:00 in MS-DOS time: the entries carry no meaningful date. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** The fields local and central headers share, from "version needed" to the name's length. */
function common({ crc, compressed, size }: ZipEntry, name: Buffer): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(VERSION, 0);
  fields.writeUInt16LE(UTF8_NAMES, 2);
  fields.writeUInt16LE(DEFLATE, 4);
  fields.writeUInt16LE(0, 6);
  fields.writeUInt16LE(DOS_DATE, 8);
  fields.writeUInt32LE(crc, 10);
  fields.writeUInt32LE(compressed.length, 14);
  fields.writeUInt32LE(size, 18);
  fields.writeUInt16LE(name.length, 22);
  fields.writeUInt16LE(0, 24);
  return fields;
}

function localHeader(entry: ZipEntry, name: Buffer): Buffer {
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(0x04034b50, 0);
  return Buffer.concat([signature, common(entry, name), name]);
}

function centralHeader(entry: ZipEntry, name: Buffer, offset: number): Buffer {
  const start = Buffer.alloc(6);
  start.writeUInt32LE(0x02014b50, 0);
  start.writeUInt16LE(VERSION, 4);
  // Comment length, disk, internal and external attributes: none; then where the entry starts.
  const end = Buffer.alloc(14);
  end.writeUInt32LE(offset, 10);
  return Buffer.concat([start, common(entry, name), end, name]);
}

function endOfDirectory(entries: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** A ZIP archive of deflated entries (APPNOTE 6.3: local headers, central directory, end record). */
export function zip(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = localHeader(entry, name);
    directory.push(centralHeader(entry, name, offset));
    parts.push(local, entry.compressed);
    offset += local.length + entry.compressed.length;
  }
  const size = directory.reduce((total, header) => total + header.length, 0);
  return Buffer.concat([...parts, ...directory, endOfDirectory(entries.length, size, offset)]);
}
