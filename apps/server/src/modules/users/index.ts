import { modulePlugin } from '../../http/module.ts';
import { createUsersRepository } from './repository.ts';
import { registerUserRoutes } from './routes.ts';
import { createUsersService, type UsersServiceDeps } from './service.ts';

export { createAccountStore } from './accounts.ts';
export { createUsersRepository } from './repository.ts';
export { registerUserRoutes } from './routes.ts';
export { createUsersService, toUser, type UsersService } from './service.ts';

/** The users module: `app.register(usersModule, { router, db, audit, existingRoles, permissionsOf, identity })`. */
export const usersModule = modulePlugin<Omit<UsersServiceDeps, 'repository'>>((route, deps) =>
  registerUserRoutes(route, createUsersService({ ...deps, repository: createUsersRepository() })),
);
