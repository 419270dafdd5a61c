import { LANGUAGES, type Language } from '@connector/contracts';
import { byNamespace, type Catalogue, type Namespaces } from '../src/lib/i18n/namespaces.ts';

const files = import.meta.glob<Catalogue>('../src/locales/*/*.json', { eager: true, import: 'default' });

/**
 * Every language's catalogues at hand, so a test renders in Spanish at once (the console fetches
 * a language other than English before switching to it).
 */
export const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    byNamespace(Object.fromEntries(Object.entries(files).filter(([path]) => path.includes(`/locales/${language}/`)))),
  ]),
) as Record<Language, Namespaces>;
