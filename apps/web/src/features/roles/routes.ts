import type { FeatureRoute } from '../../lib/routing/index.ts';
import { ROLE_PATHS } from './paths.ts';

export const rolesRoutes = {
  list: {
    path: ROLE_PATHS.list,
    permission: 'Connector.Roles.List',
    title: 'roles:titles.list',
    screen: () => import('./components/roles-screen.tsx'),
  },
  create: {
    path: ROLE_PATHS.create,
    permission: 'Connector.Roles.Create',
    title: 'roles:titles.create',
    screen: () => import('./components/create-role-screen.tsx'),
  },
  edit: {
    path: ROLE_PATHS.edit,
    permission: 'Connector.Roles.Edit',
    title: 'roles:titles.edit',
    screen: () => import('./components/edit-role-screen.tsx'),
  },
} satisfies Record<string, FeatureRoute>;
