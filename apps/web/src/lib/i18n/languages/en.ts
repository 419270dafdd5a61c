import { byNamespace, type Catalogue } from '../namespaces.ts';

/** The English texts, one chunk (English is also the fallback of every other language). */
export default byNamespace(import.meta.glob<Catalogue>('../../../locales/en/*.json', { eager: true, import: 'default' }));
