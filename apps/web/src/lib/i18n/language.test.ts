import { describe, expect, it } from 'vitest';
import { browserLanguage, toLanguage } from './language.ts';

describe('language', () => {
  it('reads the language of a locale', () => {
    expect(toLanguage('es-ES')).toBe('es');
    expect(toLanguage('EN')).toBe('en');
    expect(toLanguage('fr-FR')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });

  it('takes the first supported browser language, else English', () => {
    expect(browserLanguage(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(browserLanguage(['de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
