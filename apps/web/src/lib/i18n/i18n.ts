import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues, namespaces } from './catalogues.ts';
import { DEFAULT_LANGUAGE } from './language.ts';

/** One i18next instance per app (and per test), initialised synchronously from the bundled catalogues. */
export function createI18n(language: string): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: catalogues,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: Object.keys(catalogues),
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => document.documentElement.setAttribute('lang', lng));
  document.documentElement.setAttribute('lang', instance.language);
  return instance;
}

/**
 * Texts written once in contracts (validation and server messages) are catalogued under their
 * English wording; one not catalogued yet is shown as it came.
 */
export function translateMessage(t: TFunction, message: string): string {
  return t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
}
