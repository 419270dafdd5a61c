import type { FeatureRoute } from '../../lib/routing/index.ts';
import { USERS_PATHS } from './paths.ts';

export const usersRoutes = {
  list: {
    path: USERS_PATHS.list,
    permission: 'Connector.Users.List',
    title: 'users:titles.list',
    screen: () => import('./components/users-screen.tsx'),
  },
  create: {
    path: USERS_PATHS.create,
    permission: 'Connector.Users.Create',
    title: 'users:titles.create',
    screen: () => import('./components/create-user-screen.tsx'),
  },
  edit: {
    path: USERS_PATHS.edit,
    permission: 'Connector.Users.Edit',
    title: 'users:titles.edit',
    screen: () => import('./components/edit-user-screen.tsx'),
  },
} satisfies Record<string, FeatureRoute>;
