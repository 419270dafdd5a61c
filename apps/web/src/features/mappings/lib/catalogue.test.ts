import { LANGUAGES, MAPPING_MESSAGES, MAPPING_TITLES, MAPPING_TYPES, RISK_SOURCES } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../../test/catalogues.ts';
import type { Catalogue } from '../../../lib/i18n/index.ts';

describe('mappings catalogue', () => {
  it.each(LANGUAGES)('translates every mapping message of contracts in %s', (language) => {
    const messages = catalogues[language].messages ?? {};
    expect(Object.values(MAPPING_MESSAGES).filter((message) => typeof messages[message] !== 'string')).toEqual([]);
  });

  it('titles each type as contracts do', () => {
    const titles = (catalogues.en.mappings as Catalogue).titles as Catalogue;
    expect(Object.fromEntries(MAPPING_TYPES.map((type) => [type, titles[type]]))).toEqual(MAPPING_TITLES);
  });

  it.each(LANGUAGES)('names every risk source in %s', (language) => {
    const sources = ((catalogues[language].mappings as Catalogue).editor as Catalogue).sources as Catalogue;
    expect(RISK_SOURCES.filter((source) => !sources[source])).toEqual([]);
  });
});
