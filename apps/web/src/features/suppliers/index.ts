export { toAssignBvd } from './paths.ts';
export { suppliersRoutes } from './routes.ts';
