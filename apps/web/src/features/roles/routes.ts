import type { FeatureRoute } from '../../lib/routing/index.ts';

export const rolesRoutes = {
  list: { path: 'roles', permission: 'Connector.Roles.List', title: 'roles:titles.list' },
  create: { path: 'roles/create', permission: 'Connector.Roles.Create', title: 'roles:titles.create' },
  edit: { path: 'roles/edit/:roleId', permission: 'Connector.Roles.Edit', title: 'roles:titles.edit' },
} satisfies Record<string, FeatureRoute>;
