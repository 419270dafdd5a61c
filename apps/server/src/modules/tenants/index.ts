export { createTenantsRepository, type TenantRow } from './repository.ts';
export { registerTenantRoutes } from './routes.ts';
export { createTenantsService, type TenantsService } from './service.ts';
