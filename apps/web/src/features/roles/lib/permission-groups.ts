import { ROLE_PICKER_PERMISSIONS, type Permission } from '@connector/contracts';

type PickerPermission = (typeof ROLE_PICKER_PERMISSIONS)[number];

export interface PermissionGroup {
  /** Key of its title under `roles:groups`. */
  id: string;
  permissions: readonly string[];
}

/** The permissions offered when editing a role (ROL-6), grouped by the area they open. */
export const PICKER_GROUPS: readonly { id: string; permissions: readonly PickerPermission[] }[] = [
  { id: 'users', permissions: ['Connector.Users.Create', 'Connector.Users.Edit', 'Connector.Users.List'] },
  {
    id: 'search',
    permissions: [
      'Connector.Search.Menu',
      'Connector.Search.SuppliersByCriteria',
      'Connector.Search.ConnectedSuppliers',
      'Connector.Search.ByBvD',
      'Connector.AssignBvd',
    ],
  },
  { id: 'tenants', permissions: ['Connector.Tenants.Create', 'Connector.Tenants.Edit', 'Connector.Tenants.List'] },
  {
    id: 'mappings',
    permissions: ['Connector.Mappings.Orbis', 'Connector.Mappings.Catalyst', 'Connector.Mappings.Risk', 'Connector.Mappings.CustomForm'],
  },
  {
    id: 'configurations',
    permissions: [
      'Connector.Configurations.Menu',
      'Connector.Configurations.TenantConfiguration.Edit',
      'Connector.Configurations.TenantConfiguration.List',
      'Connector.Configurations.Applications',
    ],
  },
  { id: 'suppliers', permissions: ['Connector.ImportSuppliers', 'Connector.OwnEntity'] },
  { id: 'audit', permissions: ['Connector.Audit.View'] },
  {
    id: 'assessments',
    permissions: ['Connector.CatalystAssesments', 'Connector.SupplyChainAssessments', 'Connector.OrbisAssesments', 'Connector.OrbisTab'],
  },
];

const OFFERED = new Set<string>(ROLE_PICKER_PERMISSIONS);

/**
 * The groups to show for a role: the offered ones, plus, when the role already holds
 * permissions outside that list (the standard roles hold the Roles screens'), a group with
 * those, so that saving keeps them and the administrator can see and drop them.
 */
export function groupsFor(held: readonly string[]): PermissionGroup[] {
  const others = held.filter((permission) => !OFFERED.has(permission));
  return others.length ? [...PICKER_GROUPS, { id: 'other', permissions: others }] : [...PICKER_GROUPS];
}

/** i18n key of a permission's label; the catalogue nests it by its dotted segments. */
export const permissionLabelKey = (permission: Permission | string) => `permissions.${permission}`;
