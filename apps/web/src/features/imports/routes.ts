import { defineRoutes } from '../../lib/routing/index.ts';
import { IMPORT_PATHS } from './paths.ts';

/** `/admin/import`; the screen (and, through its worker, the spreadsheet library) loads on first visit. */
export const importsRoutes = defineRoutes('imports', IMPORT_PATHS, {
  import: { permission: 'Connector.ImportSuppliers', screen: () => import('./components/import-screen.tsx') },
});
