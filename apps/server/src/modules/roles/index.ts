export { createRolesRepository } from './repository.ts';
export { registerRoleRoutes } from './routes.ts';
export { createRolesService, type RolesService } from './service.ts';
export { STANDARD_ROLES } from './standard-roles.ts';
