import { LANGUAGES, type Language } from '@connector/contracts';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstScreenTexts, loadCatalogues, type Namespaces } from './catalogues.ts';
import { DEFAULT_LANGUAGE } from './language.ts';

/** The languages whose catalogues each instance holds whole. */
const complete = new WeakMap<I18n, Set<string>>();

/**
 * One i18next instance per app (and per test), initialised synchronously with the first screen's
 * texts and any catalogues already at hand; `switchLanguage` fetches the others.
 */
export function createI18n(language: string, loaded: Partial<Record<Language, Namespaces>> = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { ...loaded, [DEFAULT_LANGUAGE]: { ...firstScreenTexts, ...loaded[DEFAULT_LANGUAGE] } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  complete.set(instance, new Set(Object.keys(loaded)));
  instance.on('languageChanged', (lng) => document.documentElement.setAttribute('lang', lng));
  document.documentElement.setAttribute('lang', instance.language);
  return instance;
}

/** Whether every text of `language` is in place. */
export function hasLanguage(i18n: I18n, language: Language): boolean {
  return complete.get(i18n)?.has(language) ?? false;
}

/** Fetches the catalogues of `language` when they are not in place yet, then switches to it. */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  if (!hasLanguage(i18n, language)) {
    const catalogues = await loadCatalogues(language);
    for (const [namespace, catalogue] of Object.entries(catalogues)) i18n.addResourceBundle(language, namespace, catalogue);
    complete.get(i18n)?.add(language);
  }
  await i18n.changeLanguage(language);
}

/**
 * Texts written once in contracts (validation and server messages) are catalogued under their
 * English wording; one not catalogued yet is shown as it came.
 */
export function translateMessage(t: TFunction, message: string): string {
  return t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
}
