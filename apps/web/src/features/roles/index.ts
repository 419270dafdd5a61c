export { toCreateRole, toEditRole, toRoles } from './paths.ts';
export { rolesRoutes } from './routes.ts';
