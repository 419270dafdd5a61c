import { describe, expect, it } from 'vitest';
import { aResult } from '../../../../test/fixtures/suppliers.ts';
import { sortResults } from './sort-results.ts';

const rows = [
  aResult({ BvDId: 'A', Score: 80, Name: 'Österreich AG' }),
  aResult({ BvDId: 'B', Score: 97, Name: 'beta' }),
  aResult({ BvDId: 'C', Score: 80, Name: 'Alpha' }),
];
const ids = (sorted: { BvDId: string }[]) => sorted.map((row) => row.BvDId);

describe('sortResults', () => {
  it('sorts scores as numbers, keeping Orbis’s order between ties', () => {
    expect(ids(sortResults(rows, 'Score', 'desc', 'en'))).toEqual(['B', 'A', 'C']);
    expect(ids(sortResults(rows, 'Score', 'asc', 'en'))).toEqual(['A', 'C', 'B']);
  });

  it('sorts texts in the reader’s language, ignoring case', () => {
    expect(ids(sortResults(rows, 'Name', 'asc', 'en'))).toEqual(['C', 'B', 'A']);
    expect(ids(sortResults(rows, 'Name', 'desc', 'sv'))).toEqual(['A', 'B', 'C']);
  });
});
