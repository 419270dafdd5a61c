import { LANGUAGES, type Language } from '@connector/contracts';

export const DEFAULT_LANGUAGE: Language = 'en';

/** `es-ES`, `ES`, `es` → `es`; anything outside the supported languages → null. */
export function toLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : null;
}

/** Before sign-in: the first of the browser's languages the console speaks, else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const candidate of preferred) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
