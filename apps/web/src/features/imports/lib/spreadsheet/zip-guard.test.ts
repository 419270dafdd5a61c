import { describe, expect, it } from 'vitest';
import { readSupplierSheet } from './read-sheet.ts';
import { zipContents } from './zip-guard.ts';

/** A zip's bones: a local header's signature, then a central directory whose entries claim `sizes`, then its end record. */
function zipClaiming(sizes: number[], comment = ''): Uint8Array {
  const name = new TextEncoder().encode('xl/worksheets/sheet1.xml');
  const local = [0x50, 0x4b, 0x03, 0x04, ...new Array(26).fill(0)];
  const entries = sizes.map((size) => {
    const entry = new DataView(new ArrayBuffer(46 + name.length));
    entry.setUint32(0, 0x02014b50, true);
    entry.setUint32(24, size, true);
    entry.setUint16(28, name.length, true);
    new Uint8Array(entry.buffer).set(name, 46);
    return [...new Uint8Array(entry.buffer)];
  });
  const directory = entries.flat();
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, sizes.length, true);
  end.setUint16(10, sizes.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, local.length, true);
  end.setUint16(20, comment.length, true);
  return new Uint8Array([...local, ...directory, ...new Uint8Array(end.buffer), ...new TextEncoder().encode(comment)]);
}

describe('a zip’s declared contents', () => {
  it('adds up the sizes its entries claim, past a comment too', () => {
    expect(zipContents(zipClaiming([1000, 2500]))).toEqual({ entries: 2, unzippedBytes: 3500 });
    expect(zipContents(zipClaiming([10], 'a comment'))).toEqual({ entries: 1, unzippedBytes: 10 });
  });

  it('takes a ZIP64 size for more than any limit', () => {
    expect(zipContents(zipClaiming([0xffffffff]))?.unzippedBytes).toBe(Number.POSITIVE_INFINITY);
  });

  it('has nothing to say of a zip cut short or of no zip', () => {
    const whole = zipClaiming([10, 20]);
    expect(zipContents(whole.slice(0, whole.length - 30))).toBeNull();
    expect(zipContents(new TextEncoder().encode('smVendorId,BvDId'))).toBeNull();
  });

  it('makes a small file that claims gigabytes a refused file, never inflated', () => {
    const bomb = zipClaiming([0xfffffff0, 0xfffffff0]);
    expect(bomb.length).toBeLessThan(200);
    expect(readSupplierSheet(bomb, { maxRows: 10, maxCellLength: 10, maxUnzippedBytes: 200 * 1024 * 1024, columns: { supplier: 'a', bvdId: 'b' } })).toEqual({
      ok: false,
      error: 'tooLarge',
    });
  });
});
