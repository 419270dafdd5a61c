import type { FeatureRoute } from '../../lib/routing/index.ts';

export const tenantsRoutes = {
  list: { path: 'tenants', permission: 'Connector.Tenants.List', title: 'tenants:titles.list' },
  create: { path: 'tenants/create', permission: 'Connector.Tenants.Create', title: 'tenants:titles.create' },
  edit: { path: 'tenants/edit/:id', permission: 'Connector.Tenants.Edit', title: 'tenants:titles.edit' },
  myAccount: {
    path: 'tenant/configuration',
    permission: 'Connector.Configurations.TenantConfiguration.List',
    title: 'tenants:titles.myAccount',
  },
} satisfies Record<string, FeatureRoute>;
