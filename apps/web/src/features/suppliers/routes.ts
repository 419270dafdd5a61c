import { defineRoutes } from '../../lib/routing/index.ts';
import { SUPPLIER_PATHS } from './paths.ts';

/** Search (three tabs, one screen), the link flow and the supplier detail; screens still to come. */
export const suppliersRoutes = defineRoutes('suppliers', SUPPLIER_PATHS, {
  searchConnected: { permission: 'Connector.Search.ConnectedSuppliers', title: 'suppliers:titles.searchConnectedSuppliers' },
  searchByBvdId: { permission: 'Connector.Search.ByBvD' },
  searchByCriteria: { permission: 'Connector.Search.SuppliersByCriteria' },
  assignBvd: { permission: 'Connector.AssignBvd' },
  supplier: { permission: 'Connector.OrbisAssesments' },
});
