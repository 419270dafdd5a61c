import { defineRoutes } from '../../lib/routing/index.ts';
import { USERS_PATHS } from './paths.ts';

export const usersRoutes = defineRoutes('users', USERS_PATHS, {
  list: { permission: 'Connector.Users.List', screen: () => import('./components/users-screen.tsx') },
  create: { permission: 'Connector.Users.Create', screen: () => import('./components/create-user-screen.tsx') },
  edit: { permission: 'Connector.Users.Edit', screen: () => import('./components/edit-user-screen.tsx') },
});
