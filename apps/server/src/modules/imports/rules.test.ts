import { ImportRow } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { judgeAgainstApp, judgeFile } from './rules.ts';

const rows = (...pairs: [string | null, string | null][]) => pairs.map(([smVendorId, BvDId]) => ImportRow.parse({ smVendorId, BvDId }));
const reasons = (judged: ReturnType<typeof judgeFile>) => judged.map((r) => [r.row, r.reason, r.earlierRow]);

describe("the file's rules", () => {
  it('trims values, puts BvD IDs in capitals, and numbers rows by position unless told', () => {
    const [first, second] = judgeFile([...rows([' S-1 ', ' gb123 ']), { smVendorId: 'S-2', BvDId: 'DE9', row: 17 }]);
    expect(first).toEqual({ seq: 1, row: 1, supplierId: 'S-1', bvdId: 'GB123', reason: null, earlierRow: null });
    expect(second).toMatchObject({ seq: 2, row: 17, reason: null });
  });

  it('reads an empty cell, an absent one and the text Missing in any case as a missing value', () => {
    const judged = judgeFile(rows(['', 'GB1'], [null, 'GB1'], ['S-1', '  '], ['S-1', 'Missing'], [' MISSING ', 'GB2'], ['S-1', 'missing']));
    expect(judged.every((r) => r.reason === 'missingValue')).toBe(true);
  });

  it('refuses a malformed BvD ID', () => {
    expect(reasons(judgeFile(rows(['S-1', '12345'], ['S-2', 'G'], ['S-3', 'GB 1'], ['S-4', `GB${'1'.repeat(31)}`], ['S-5', 'US*123-4'])))).toEqual([
      [1, 'malformedBvdId', null],
      [2, 'malformedBvdId', null],
      [3, 'malformedBvdId', null],
      [4, 'malformedBvdId', null],
      [5, null, null],
    ]);
  });

  it('keeps the first row of a supplier or a BvD ID, naming it in the later ones; a refused row claims nothing', () => {
    const judged = judgeFile(rows(['S-1', 'GB1'], ['S-1', 'GB2'], ['S-2', 'gb1'], ['S-3', 'bad!'], ['S-3', 'GB3'], ['S-2', 'GB4']));
    expect(reasons(judged)).toEqual([
      [1, null, null],
      [2, 'duplicateSupplier', 1],
      [3, 'bvdIdInFile', 1],
      [4, 'malformedBvdId', null],
      [5, null, null],
      [6, null, null],
    ]);
  });
});

describe("the application's rules", () => {
  const links = new Map<string, string | null>([
    ['S-FREE', null],
    ['S-FREE-2', null],
    ['S-A', 'GBA'],
    ['S-B', 'GBB'],
    ['S-C', 'GBB'],
  ]);
  const holders = new Map([
    ['GBA', ['S-A']],
    ['GBB', ['S-B', 'S-C']],
  ]);
  const judge = (...pairs: [string, string][]) => judgeAgainstApp(pairs.map(([supplierId, bvdId]) => ({ supplierId, bvdId })), links, holders);

  it('links a free supplier, leaves one already linked to the BvD ID, relinks one linked to another', () => {
    expect(judge(['S-FREE', 'GBX'], ['S-A', 'GBA'], ['S-B', 'GBY'])).toEqual([
      { kind: 'link', previous: null },
      { kind: 'unchanged', previous: 'GBA' },
      { kind: 'relink', previous: 'GBB' },
    ]);
  });

  it('refuses an unknown supplier, and a BvD ID another supplier holds, naming the first holder', () => {
    expect(judge(['S-NOPE', 'GBX'], ['S-FREE', 'GBA'], ['S-FREE-2', 'GBB'])).toEqual([
      { kind: 'failed', reason: 'unknownSupplier', holder: null },
      { kind: 'failed', reason: 'bvdIdLinked', holder: 'S-A' },
      { kind: 'failed', reason: 'bvdIdLinked', holder: 'S-B' },
    ]);
  });

  it('counts each link for the rows after it, as if applied one by one', () => {
    expect(judge(['S-A', 'GBX'], ['S-FREE', 'GBA'], ['S-FREE-2', 'GBX'], ['S-B', 'GBZ'], ['S-FREE-2', 'GBB'])).toEqual([
      { kind: 'relink', previous: 'GBA' },
      // S-A gave GBA up just before.
      { kind: 'link', previous: null },
      { kind: 'failed', reason: 'bvdIdLinked', holder: 'S-A' },
      { kind: 'relink', previous: 'GBB' },
      // S-C still holds GBB, which a person gave to two suppliers.
      { kind: 'failed', reason: 'bvdIdLinked', holder: 'S-C' },
    ]);
  });
});
