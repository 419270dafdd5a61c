import type { FeatureRoute } from '../../lib/routing/index.ts';

/** Search (three tabs, one screen), the link flow and the supplier detail (spec 1 §2, spec 2 §2.3). */
export const suppliersRoutes = {
  searchConnected: {
    path: 'searchConnectedSuppliers',
    permission: 'Connector.Search.ConnectedSuppliers',
    title: 'suppliers:titles.searchConnectedSuppliers',
  },
  searchByBvdId: {
    path: 'suppliers',
    permission: 'Connector.Search.ByBvD',
    title: 'suppliers:titles.searchByBvdId',
  },
  searchByCriteria: {
    path: 'supplier-search',
    permission: 'Connector.Search.SuppliersByCriteria',
    title: 'suppliers:titles.searchByCriteria',
  },
  assignBvd: {
    path: 'assignBvD',
    permission: 'Connector.AssignBvd',
    title: 'suppliers:titles.assignBvd',
  },
  supplier: {
    path: 'supplier',
    permission: 'Connector.OrbisAssesments',
    title: 'suppliers:titles.supplier',
  },
} satisfies Record<string, FeatureRoute>;
