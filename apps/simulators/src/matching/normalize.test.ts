import { describe, expect, it } from 'vitest';
import { foldText, normalizeName } from './normalize.ts';
import { softTokenDice, tokenSimilarity, trigramDice } from './similarity.ts';

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

  it('matches word sets in any order', () => {
    expect(softTokenDice(['rocha', 'loera'], ['loera', 'rocha'])).toBe(1);
    expect(softTokenDice(['rocha', 'loera'], ['rocha', 'pharma'])).toBeCloseTo(0.5, 1);
  });
});
