import { adminLink } from '../../lib/routing/index.ts';

/** Paths of the tenants screens below `/admin` (my account is the user's own tenant), and link builders. */
export const TENANT_PATHS = {
  list: 'tenants',
  create: 'tenants/create',
  edit: 'tenants/edit/:id',
  myAccount: 'tenant/configuration',
} as const;

export const toTenants = () => adminLink(TENANT_PATHS.list);
export const toCreateTenant = () => adminLink(TENANT_PATHS.create);
export const toEditTenant = (id: string) => adminLink(TENANT_PATHS.edit, { id });
