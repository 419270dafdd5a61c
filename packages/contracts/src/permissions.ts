/**
 * The permission catalogue (ROL-6, ROL-7): the strings offered when editing a role, plus the
 * Roles route permissions. Permissions are dotted strings; a granted permission may use `*`
 * for a segment (see `permissionMatches`).
 */
export const ROLE_PICKER_PERMISSIONS = [
  'Connector.Users.Create',
  'Connector.Users.Edit',
  'Connector.Users.List',
  'Connector.Search.Menu',
  'Connector.Search.SuppliersByCriteria',
  'Connector.Search.ConnectedSuppliers',
  'Connector.Search.ByBvD',
  'Connector.AssignBvd',
  'Connector.Tenants.Create',
  'Connector.Tenants.Edit',
  'Connector.Tenants.List',
  'Connector.Mappings.Orbis',
  'Connector.Mappings.Catalyst',
  'Connector.Mappings.Risk',
  'Connector.Mappings.CustomForm',
  'Connector.Configurations.Menu',
  'Connector.Configurations.TenantConfiguration.Edit',
  'Connector.Configurations.TenantConfiguration.List',
  'Connector.Configurations.Applications',
  'Connector.ImportSuppliers',
  'Connector.CatalystAssesments',
  'Connector.SupplyChainAssessments',
  'Connector.OrbisAssesments',
  'Connector.OrbisTab',
  'Connector.OwnEntity',
  'Connector.Audit.View',
] as const;

export const ROLE_ROUTE_PERMISSIONS = [
  'Connector.Roles.Create',
  'Connector.Roles.Edit',
  'Connector.Roles.List',
] as const;

export const PERMISSIONS = [...ROLE_PICKER_PERMISSIONS, ...ROLE_ROUTE_PERMISSIONS] as const;
export type Permission = (typeof PERMISSIONS)[number];

const SEPARATOR = '.';
const WILDCARD = '*';

/**
 * Does a granted permission cover a required one?
 * Segments are compared one by one; a granted `*` segment matches any one segment, and a
 * trailing granted `*` also matches any deeper remainder (`Connector.*` covers
 * `Connector.Configurations.TenantConfiguration.Edit`). Comparison is exact otherwise.
 */
export function permissionMatches(granted: string, required: string): boolean {
  const have = granted.split(SEPARATOR);
  const want = required.split(SEPARATOR);
  for (let i = 0; i < have.length; i++) {
    const segment = have[i];
    const target = want[i];
    if (target === undefined) return false;
    if (segment === WILDCARD) {
      if (i === have.length - 1) return true;
      continue;
    }
    if (segment !== target) return false;
  }
  return have.length === want.length;
}

/**
 * True when any granted permission covers `required`, or, for a list, any one of its entries;
 * a null requirement is open to all.
 */
export function hasPermission(granted: readonly string[], required: string | readonly string[] | null | undefined): boolean {
  if (!required) return true;
  const anyOf: readonly string[] = typeof required === 'string' ? [required] : required;
  return anyOf.some((want) => granted.some((g) => permissionMatches(g, want)));
}
