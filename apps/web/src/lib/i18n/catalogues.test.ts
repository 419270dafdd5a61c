import {
  ACTIVITY_MESSAGES,
  ASSESSMENT_MESSAGES,
  AUDIT_MESSAGES,
  COMPANY_VIEW_MESSAGES,
  GENERIC_MESSAGES,
  IMPORT_MESSAGES,
  MAPPING_MESSAGES,
  LANGUAGES,
  OWN_ENTITY_MESSAGES,
  PREFERENCE_MESSAGES,
  ROLE_MESSAGES,
  SUPPLIER_MESSAGES,
  TENANT_MESSAGES,
  TENANT_RETENTION_MESSAGES,
  TENANT_SSO_MESSAGES,
  USER_MESSAGES,
} from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../test/catalogues.ts';
import { firstScreenTexts, loadCatalogues, type Catalogue } from './catalogues.ts';

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valuesOf(catalogue: Catalogue): string[] {
  return Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));
}

describe('message catalogues', () => {
  it('every language has the same namespaces', () => {
    const english = Object.keys(catalogues.en).sort();
    expect(english).toContain('common');
    for (const language of LANGUAGES) expect(Object.keys(catalogues[language]).sort()).toEqual(english);
  });

  it.each(Object.keys(catalogues.en))('namespace %s has the same keys in every language', (namespace) => {
    const english = keysOf(catalogues.en[namespace] ?? {}).sort();
    for (const language of LANGUAGES) {
      expect(keysOf(catalogues[language][namespace] ?? {}).sort(), `${language}/${namespace}`).toEqual(english);
    }
  });

  it('no text is left empty', () => {
    for (const language of LANGUAGES) {
      for (const catalogue of Object.values(catalogues[language])) {
        expect(valuesOf(catalogue).filter((text) => text.trim() === '')).toEqual([]);
      }
    }
  });

  it('the entry bundles the English texts of the first screen; each language comes whole', async () => {
    expect(firstScreenTexts).toEqual({ common: catalogues.en.common, auth: catalogues.en.auth });
    for (const language of LANGUAGES) expect(await loadCatalogues(language)).toEqual(catalogues[language]);
  });

  it('every message written in contracts is catalogued', () => {
    const groups = [
      GENERIC_MESSAGES,
      USER_MESSAGES,
      PREFERENCE_MESSAGES,
      TENANT_MESSAGES,
      ROLE_MESSAGES,
      SUPPLIER_MESSAGES,
      ACTIVITY_MESSAGES,
      COMPANY_VIEW_MESSAGES,
      OWN_ENTITY_MESSAGES,
      IMPORT_MESSAGES,
      MAPPING_MESSAGES,
      ASSESSMENT_MESSAGES,
      AUDIT_MESSAGES,
      TENANT_RETENTION_MESSAGES,
      TENANT_SSO_MESSAGES,
    ];
    // Messages with a value in them ('{id} Added Successfully') are the screens' own keys, not catalogued by text.
    const messages = groups.flatMap((group) => Object.values(group)).filter((message) => typeof message === 'string');
    expect(messages.filter((message) => !(message in (catalogues.en.messages ?? {})))).toEqual([]);
  });
});
