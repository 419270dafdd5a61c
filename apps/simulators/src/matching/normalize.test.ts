import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memo } from './memo.ts';
import { foldText, normalizeName } from './normalize.ts';
import { softTokenDice, tokenSimilarity, trigrams, trigramDice } from './similarity.ts';

/** Dice over trigram multisets, counted the plain way. */
function plainDice(a: string, b: string): number {
  if (a === b) return a.length > 0 ? 1 : 0;
  const left = trigrams(a);
  const right = trigrams(b);
  const counts = new Map<string, number>();
  for (const gram of left) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  let shared = 0;
  for (const gram of right) {
    const n = counts.get(gram) ?? 0;
    if (n > 0) {
      shared++;
      counts.set(gram, n - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

describe('name normalisation', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldText('Société Générale, S.A.')).toBe('societe generale sa');
    expect(foldText('Großhandel Øster')).toBe('grosshandel oster');
  });

  it('removes legal forms in every spelling, also misspelt when spelt out', () => {
    for (const name of ['Müller Logistik GmbH', 'MULLER LOGISTIK G.m.b.H.', 'Müller Logistik Gesellschaft mit beschränkter Haftung', 'Muller Logistik Gesellshaft mit beschrankter Haftung']) {
      expect(normalizeName(name).text).toBe('muller logistik');
    }
    expect(normalizeName('Kummle Trading GmbH und Co. KG').text).toBe('kummle trading');
  });

  it('expands short forms and drops joining words', () => {
    expect(normalizeName('Smith and Jones Intl Ltd').text).toBe(normalizeName('Smith & Jones International Limited').text);
  });

  it('keeps a name that is nothing but a legal form word', () => {
    expect(normalizeName('AG').tokens).toEqual(['ag']);
  });
});

describe('similarity', () => {
  it('scores equal texts 1 and unrelated ones near 0', () => {
    expect(trigramDice('schneider', 'schneider')).toBe(1);
    expect(trigramDice('schneider', 'oakwood')).toBeLessThan(0.1);
  });

  it('forgives one slip in a word but not a different word', () => {
    expect(tokenSimilarity('gerohld', 'gerhold')).toBeGreaterThan(0.8);
    expect(tokenSimilarity('meyer', 'becker')).toBe(0);
  });

  it('counts shared trigrams as the plain multiset count does, repeats and non-Latin letters included', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'n', ' ', 'é', 'ß', '字', '😀'), maxLength: 14 });
    fc.assert(fc.property(text, text, (a, b) => trigramDice(a, b) === plainDice(a, b)));
    expect(trigramDice('aaaa', 'aa')).toBe(plainDice('aaaa', 'aa'));
  });

  it('scores a pair of words the same either way round, as often as asked', () => {
    for (const [a, b] of [['gerohld', 'gerhold'], ['meyer', 'meyers'], ['ab', 'abc']] as const) {
      expect(tokenSimilarity(a, b)).toBe(tokenSimilarity(b, a));
      expect(tokenSimilarity(a, b)).toBe(tokenSimilarity(a, b));
    }
  });

  it('remembers answers up to its limit, then starts afresh', () => {
    let computed = 0;
    const lengthOf = memo(2, (key: string) => {
      computed++;
      return key.length;
    });
    expect([lengthOf('a'), lengthOf('bb'), lengthOf('a')]).toEqual([1, 2, 1]);
    expect(computed).toBe(2);
    lengthOf('ccc'); // full: forgets a and bb
    lengthOf('a');
    expect(computed).toBe(4);
  });

  it('matches word sets in any order', () => {
    expect(softTokenDice(['rocha', 'loera'], ['loera', 'rocha'])).toBe(1);
    expect(softTokenDice(['rocha', 'loera'], ['rocha', 'pharma'])).toBeCloseTo(0.5, 1);
  });
});
