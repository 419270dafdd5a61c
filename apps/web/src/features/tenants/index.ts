export { tenantsRoutes } from './routes.ts';
