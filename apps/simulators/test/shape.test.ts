import { describe, expect, it } from 'vitest';
import { shapeDifferences } from './shape.ts';

describe('shape comparison of answers with fixtures', () => {
  it('agrees when only values differ', () => {
    expect(shapeDifferences({ a: 'x', b: [{ c: 1, d: null }] }, { a: 'y', b: [{ c: 2, d: null }] })).toEqual([]);
  });

  it('names missing and added keys and values of another kind', () => {
    expect(shapeDifferences({ a: 1, extra: true, n: 'x' }, { a: 'one', gone: 1, n: null })).toEqual([
      '$.gone: missing',
      '$.extra: not in the fixture',
      '$.a: number where the fixture has string',
      '$.n: string where the fixture has null',
    ]);
  });

  it('wants every kind of element of the fixture in the answer, and no other kind', () => {
    const page = [{ id: 'a' }, { nextToken: 1 }];
    expect(shapeDifferences([{ id: 'b' }, { id: 'c' }, { nextToken: 2 }], page)).toEqual([]);
    expect(shapeDifferences([{ id: 'b' }], page)).toEqual(['$: no element shaped like fixture element 1']);
    expect(shapeDifferences([{ id: 'b' }, { nextToken: '2' }], page)).toEqual([
      '$[1].nextToken: string where the fixture has number',
      '$: no element shaped like fixture element 1',
    ]);
    expect(shapeDifferences([], page)).toEqual(['$: empty where the fixture has elements']);
  });
});
