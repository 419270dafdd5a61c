import { adminLink } from '../../lib/routing/index.ts';

/** Path of the supplier import screen below `/admin`, and its link builder. */
export const IMPORT_PATHS = { import: 'import' } as const;

export const toImport = () => adminLink(IMPORT_PATHS.import);
