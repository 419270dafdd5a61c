import type { Permission } from '@connector/contracts';
import { adminLink } from '../../lib/routing/index.ts';

/** Paths of the supplier screens below `/admin` (SHL-3, SUP-8, CMP-7), and link builders. */
export const SUPPLIER_PATHS = {
  searchConnected: 'searchConnectedSuppliers',
  searchByBvdId: 'suppliers',
  searchByCriteria: 'supplier-search',
  assignBvd: 'assignBvD',
  supplier: 'supplier',
  activity: 'activity',
} as const;

/** Who may open each screen; the Search tabs show only those a user may open. */
export const SUPPLIER_PERMISSIONS = {
  searchConnected: 'Connector.Search.ConnectedSuppliers',
  searchByBvdId: 'Connector.Search.ByBvD',
  searchByCriteria: 'Connector.Search.SuppliersByCriteria',
  assignBvd: 'Connector.AssignBvd',
  supplier: 'Connector.OrbisAssesments',
  activity: 'Connector.Configurations.Applications',
} as const satisfies Record<keyof typeof SUPPLIER_PATHS, Permission>;

const withQuery = (path: string, query: Record<string, string>) => `${adminLink(path)}?${new URLSearchParams(query)}`;

export const toAssignBvd = () => adminLink(SUPPLIER_PATHS.assignBvd);
export const toSearchConnected = () => adminLink(SUPPLIER_PATHS.searchConnected);
export const toSearchByBvdId = () => adminLink(SUPPLIER_PATHS.searchByBvdId);
export const toActivity = () => adminLink(SUPPLIER_PATHS.activity);

/** The criteria search; with a supplier it is the link flow for that supplier (prefilled, 'Add BvdId'). */
export const toSearchByCriteria = (supplierId?: string) =>
  supplierId ? withQuery(SUPPLIER_PATHS.searchByCriteria, { supplierId }) : adminLink(SUPPLIER_PATHS.searchByCriteria);

/** Supplier Orbis Enhancement Details (CMP-7). */
export const toSupplierDetail = (supplierId: string) => withQuery(SUPPLIER_PATHS.supplier, { id: supplierId });
