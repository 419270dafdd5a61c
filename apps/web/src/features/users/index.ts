export { usersRoutes } from './routes.ts';
