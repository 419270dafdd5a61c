export { firstScreenTexts, loadCatalogues, type Catalogue, type Namespaces } from './catalogues.ts';
export { createI18n, hasLanguage, switchLanguage, translateMessage } from './i18n.ts';
export { browserLanguage, DEFAULT_LANGUAGE, toLanguage } from './language.ts';
export { useLanguage } from './use-language.ts';
