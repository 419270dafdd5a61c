export { toCreateTenant, toEditTenant, toTenants } from './paths.ts';
export { tenantsRoutes } from './routes.ts';
