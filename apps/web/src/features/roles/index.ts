export { rolesRoutes } from './routes.ts';
