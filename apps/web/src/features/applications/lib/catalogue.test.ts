import { APP_MESSAGES, CONNECTOR_MANIFEST, FORM_MESSAGES, LANGUAGES, TEMPLATE_MESSAGES } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../../test/catalogues.ts';
import type { Catalogue } from '../../../lib/i18n/index.ts';

describe('applications catalogue', () => {
  it.each(LANGUAGES)('names every connectivity section and field in %s', (language) => {
    const texts = catalogues[language].applications as Catalogue;
    const sections = texts.sections as Catalogue;
    const fields = texts.fields as Record<string, Catalogue>;
    const missing: string[] = [];
    for (const section of CONNECTOR_MANIFEST.ariba) {
      if (!sections[section.id]) missing.push(section.id);
      if (section.id === 'connectorApi') continue;
      for (const field of section.fields) {
        if (!fields[section.id]?.[field.key]) missing.push(`${section.id}.${field.key}`);
        for (const column of field.columns ?? []) if (!fields[section.id]?.[`${field.key}_${column.key}`]) missing.push(`${section.id}.${field.key}_${column.key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('catalogues the messages of generic forms and applications', () => {
    const messages = [...Object.values(FORM_MESSAGES), ...Object.values(APP_MESSAGES), ...Object.values(TEMPLATE_MESSAGES)];
    expect(messages.filter((message) => !(message in (catalogues.en.messages ?? {})))).toEqual([]);
  });
});
