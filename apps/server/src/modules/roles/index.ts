import { modulePlugin } from '../../http/module.ts';
import { registerRoleRoutes } from './routes.ts';
import type { RolesService } from './service.ts';

export { createRolesRepository } from './repository.ts';
export { registerRoleRoutes } from './routes.ts';
export { createRolesService, type RolesService } from './service.ts';
export { STANDARD_ROLES } from './standard-roles.ts';

/** The roles module; its service is built beforehand, as the router, tenants and users need it too. */
export const rolesModule = modulePlugin<{ roles: RolesService }>((route, { roles }) => registerRoleRoutes(route, roles));
