export { createUsersRepository } from './repository.ts';
export { registerUserRoutes } from './routes.ts';
export { createUsersService, toUser, type UsersService } from './service.ts';
