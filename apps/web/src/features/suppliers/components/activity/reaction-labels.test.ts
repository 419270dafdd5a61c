import { DOMAIN_EVENT_TYPES, LANGUAGES } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../../../test/catalogues.ts';

describe('the failed follow-up work of the activity', () => {
  it('names every domain event in every language', () => {
    for (const language of LANGUAGES) {
      const suppliers = catalogues[language].suppliers as { activity: { reactions: { eventTypes: Record<string, string> } } };
      expect(Object.keys(suppliers.activity.reactions.eventTypes).sort(), language).toEqual([...DOMAIN_EVENT_TYPES].sort());
    }
  });
});
