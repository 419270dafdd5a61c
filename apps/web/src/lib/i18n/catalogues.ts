import type { Language } from '@connector/contracts';
import { byNamespace, type Catalogue, type Namespaces } from './namespaces.ts';

export type { Catalogue, Namespaces } from './namespaces.ts';

/**
 * The few English texts the page shows before the console's code arrives (the spinner, the
 * unknown tenant's page): bundled with the entry, so the first paint never waits for a download.
 */
export const firstScreenTexts: Namespaces = byNamespace(
  import.meta.glob<Catalogue>('../../locales/en/{common,auth}.json', { eager: true, import: 'default' }),
);

/**
 * Every language whole, `src/locales/<language>/<namespace>.json`, is one chunk
 * (`./languages/<language>.ts`) fetched beside the tenant lookup and the console's code: a page
 * downloads the texts of its own language only. A new namespace joins by adding its files.
 */
const languages = import.meta.glob<Namespaces>('./languages/*.ts', { import: 'default' });

export async function loadCatalogues(language: Language): Promise<Namespaces> {
  const load = languages[`./languages/${language}.ts`];
  if (!load) throw new Error(`No catalogues for the language ${language}`);
  return load();
}
