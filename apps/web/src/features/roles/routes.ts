import { defineRoutes } from '../../lib/routing/index.ts';
import { ROLE_PATHS } from './paths.ts';

export const rolesRoutes = defineRoutes('roles', ROLE_PATHS, {
  list: { permission: 'Connector.Roles.List', screen: () => import('./components/roles-screen.tsx') },
  create: { permission: 'Connector.Roles.Create', screen: () => import('./components/create-role-screen.tsx') },
  edit: { permission: 'Connector.Roles.Edit', screen: () => import('./components/edit-role-screen.tsx') },
});
