import type { FeatureRoute } from '../../lib/routing/index.ts';

export const usersRoutes = {
  list: { path: 'users', permission: 'Connector.Users.List', title: 'users:titles.list' },
  create: { path: 'users/create', permission: 'Connector.Users.Create', title: 'users:titles.create' },
  edit: { path: 'users/edit/:userId/:tenantId', permission: 'Connector.Users.Edit', title: 'users:titles.edit' },
} satisfies Record<string, FeatureRoute>;
