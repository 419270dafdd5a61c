export { catalogues, namespaces, type Catalogue } from './catalogues.ts';
export { createI18n, translateMessage } from './i18n.ts';
export { browserLanguage, DEFAULT_LANGUAGE, toLanguage } from './language.ts';
