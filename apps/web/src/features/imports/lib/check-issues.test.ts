import { describe, expect, it } from 'vitest';
import { aCheck, anIssue } from '../../../../test/fixtures/import-checks.ts';
import { checkedRows } from './check-issues.ts';

const ROWS = [
  { row: 2, smVendorId: 'S-1', BvDId: 'GB1' },
  { row: 3, smVendorId: 'S-2', BvDId: 'gb2' },
  { row: 4, smVendorId: 'S-1', BvDId: 'GB4' },
  { row: 6, smVendorId: 'S-3', BvDId: 'GB9' },
  { row: 7, smVendorId: 'S-4', BvDId: 'GB7' },
];

describe('the rows a check names', () => {
  it('lists the invalid rows in file order with the file’s values, and keeps the others to upload', () => {
    const check = aCheck(5, [anIssue(7, 'bvdIdLinked', { holder: 'S-9' }), anIssue(4, 'duplicateSupplier', { earlierRow: 2 }), anIssue(6, 'unknownSupplier')]);
    const { issues, valid } = checkedRows(ROWS, check);
    expect(issues).toEqual([
      { row: 4, smVendorId: 'S-1', BvDId: 'GB4', reason: 'duplicateSupplier', holder: null, earlierRow: 2 },
      { row: 6, smVendorId: 'S-3', BvDId: 'GB9', reason: 'unknownSupplier', holder: null, earlierRow: null },
      { row: 7, smVendorId: 'S-4', BvDId: 'GB7', reason: 'bvdIdLinked', holder: 'S-9', earlierRow: null },
    ]);
    expect(valid.map((row) => row.row)).toEqual([2, 3]);
  });

  it('keeps every row when none is invalid', () => {
    expect(checkedRows(ROWS, aCheck(5, []))).toEqual({ issues: [], valid: ROWS });
  });
});
