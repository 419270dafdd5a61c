export { toCreateUser, toEditUser, toUsers } from './paths.ts';
export { usersRoutes } from './routes.ts';
