import { defineRoutes } from '../../lib/routing/index.ts';
import { IMPORT_PATHS } from './paths.ts';

/** The import screen is still to come. */
export const importsRoutes = defineRoutes('imports', IMPORT_PATHS, {
  import: { permission: 'Connector.ImportSuppliers' },
});
