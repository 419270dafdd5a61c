import { LANGUAGES, type Language } from '@connector/contracts';

export type Catalogue = { [key: string]: string | Catalogue };
export type Catalogues = Record<Language, Record<string, Catalogue>>;

/**
 * Every catalogue under `src/locales/<language>/<namespace>.json`, bundled at build time so the
 * first paint never waits for a download; a new namespace joins by adding its two files.
 */
const files = import.meta.glob<Catalogue>('../../locales/*/*.json', { eager: true, import: 'default' });

function collect(): Catalogues {
  const catalogues = Object.fromEntries(LANGUAGES.map((lng) => [lng, {}])) as Catalogues;
  for (const [path, catalogue] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const language = match?.[1] as Language | undefined;
    const namespace = match?.[2];
    if (language && namespace && language in catalogues) catalogues[language][namespace] = catalogue;
  }
  return catalogues;
}

export const catalogues: Catalogues = collect();
export const namespaces: string[] = Object.keys(catalogues.en);
