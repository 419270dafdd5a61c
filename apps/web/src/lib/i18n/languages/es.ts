import { byNamespace, type Catalogue } from '../namespaces.ts';

/** The Spanish texts, one chunk. */
export default byNamespace(import.meta.glob<Catalogue>('../../../locales/es/*.json', { eager: true, import: 'default' }));
