import { modulePlugin } from '../../http/module.ts';
import { registerTenantRoutes } from './routes.ts';
import type { TenantsService } from './service.ts';

export { createTenantsRepository, type TenantRow } from './repository.ts';
export { registerTenantRoutes } from './routes.ts';
export { createTenantStates } from './sign-in-states.ts';
export { createTenantSsoSettings } from './sso-settings.ts';
export { createTenantsService, type TenantsService } from './service.ts';

/** The tenants module; its service is built beforehand, as the router and identity need it too. */
export const tenantsModule = modulePlugin<{ tenants: TenantsService }>((route, { tenants }) => registerTenantRoutes(route, tenants));
