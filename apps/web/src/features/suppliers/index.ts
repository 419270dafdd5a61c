export { toActivity, toAssignBvd, toSearchByCriteria, toSupplierDetail } from './paths.ts';
export { suppliersRoutes } from './routes.ts';
