export { suppliersRoutes } from './routes.ts';
