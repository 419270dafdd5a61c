import type { FeatureRoute } from '../../lib/routing/index.ts';
import { TENANT_PATHS } from './paths.ts';

export const tenantsRoutes = {
  list: {
    path: TENANT_PATHS.list,
    permission: 'Connector.Tenants.List',
    title: 'tenants:titles.list',
    screen: () => import('./components/tenants-screen.tsx'),
  },
  create: {
    path: TENANT_PATHS.create,
    permission: 'Connector.Tenants.Create',
    title: 'tenants:titles.create',
    screen: () => import('./components/create-tenant-screen.tsx'),
  },
  edit: {
    path: TENANT_PATHS.edit,
    permission: 'Connector.Tenants.Edit',
    title: 'tenants:titles.edit',
    screen: () => import('./components/edit-tenant-screen.tsx'),
  },
  myAccount: {
    path: TENANT_PATHS.myAccount,
    permission: 'Connector.Configurations.TenantConfiguration.List',
    title: 'tenants:titles.myAccount',
    screen: () => import('./components/my-account-screen.tsx'),
  },
} satisfies Record<string, FeatureRoute>;
