import { defineRoutes } from '../../lib/routing/index.ts';
import { TENANT_PATHS } from './paths.ts';

export const tenantsRoutes = defineRoutes('tenants', TENANT_PATHS, {
  list: { permission: 'Connector.Tenants.List', screen: () => import('./components/tenants-screen.tsx') },
  create: { permission: 'Connector.Tenants.Create', screen: () => import('./components/create-tenant-screen.tsx') },
  edit: { permission: 'Connector.Tenants.Edit', screen: () => import('./components/edit-tenant-screen.tsx') },
  myAccount: {
    permission: 'Connector.Configurations.TenantConfiguration.List',
    screen: () => import('./components/my-account-screen.tsx'),
  },
});
