/** Paths of the tenants screens below `/admin`, and link builders (kept apart from the lazy routes). */
export const TENANT_PATHS = {
  list: 'tenants',
  create: 'tenants/create',
  edit: 'tenants/edit/:id',
  myAccount: 'tenant/configuration',
} as const;

export const toTenants = () => `/admin/${TENANT_PATHS.list}`;
export const toCreateTenant = () => `/admin/${TENANT_PATHS.create}`;
export const toEditTenant = (id: string) => `/admin/${TENANT_PATHS.edit.replace(':id', encodeURIComponent(id))}`;
