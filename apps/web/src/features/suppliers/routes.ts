import { defineRoutes } from '../../lib/routing/index.ts';
import { SUPPLIER_PATHS, SUPPLIER_PERMISSIONS as CAN } from './paths.ts';

/**
 * Search (three tabs, one per route), Link BvD, the connector's activity and the supplier detail.
 * Each tab is its own lazy screen, so the first paint carries none of them.
 */
export const suppliersRoutes = defineRoutes('suppliers', SUPPLIER_PATHS, {
  searchConnected: { permission: CAN.searchConnected, screen: () => import('./components/connected/connected-screen.tsx') },
  searchByBvdId: { permission: CAN.searchByBvdId, screen: () => import('./components/search/bvd-id-screen.tsx') },
  searchByCriteria: { permission: CAN.searchByCriteria, screen: () => import('./components/criteria/criteria-screen.tsx') },
  assignBvd: { permission: CAN.assignBvd, screen: () => import('./components/missing/assign-bvd-screen.tsx') },
  supplier: { permission: CAN.supplier, screen: () => import('./components/detail/supplier-detail-screen.tsx') },
  activity: { permission: CAN.activity, screen: () => import('./components/activity/activity-screen.tsx') },
});
