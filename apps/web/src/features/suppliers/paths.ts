import { adminLink } from '../../lib/routing/index.ts';

/** Paths of the supplier screens below `/admin` (spec 1 §2, spec 2 §2.3), and link builders. */
export const SUPPLIER_PATHS = {
  searchConnected: 'searchConnectedSuppliers',
  searchByBvdId: 'suppliers',
  searchByCriteria: 'supplier-search',
  assignBvd: 'assignBvD',
  supplier: 'supplier',
} as const;

export const toAssignBvd = () => adminLink(SUPPLIER_PATHS.assignBvd);
