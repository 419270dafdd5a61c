import { PERMISSIONS, SUPER_ADMIN_ROLE, TENANT_ADMIN_ROLE, USER_BVD_ROLE, type Permission } from '@connector/contracts';

export interface StandardRole {
  roleId: string;
  name: string;
  description: string;
  permissions: readonly Permission[];
}

const ADMINISTRATION_OF_OTHER_TENANTS: readonly Permission[] = [
  'Connector.Tenants.Create',
  'Connector.Tenants.Edit',
  'Connector.Tenants.List',
];

const SEARCH_AND_LINK: readonly Permission[] = [
  'Connector.Search.Menu',
  'Connector.Search.SuppliersByCriteria',
  'Connector.Search.ConnectedSuppliers',
  'Connector.Search.ByBvD',
  'Connector.AssignBvd',
  'Connector.CatalystAssesments',
  'Connector.SupplyChainAssessments',
  'Connector.OrbisAssesments',
  'Connector.OrbisTab',
];

/** The three roles every installation starts with (see docs/decisions/002-standard-roles.md). */
export const STANDARD_ROLES: readonly StandardRole[] = [
  {
    roleId: SUPER_ADMIN_ROLE,
    name: SUPER_ADMIN_ROLE,
    description: 'Administers every tenant; read-only role',
    permissions: PERMISSIONS,
  },
  {
    roleId: TENANT_ADMIN_ROLE,
    name: TENANT_ADMIN_ROLE,
    description: 'Administers one tenant',
    permissions: PERMISSIONS.filter((p) => !ADMINISTRATION_OF_OTHER_TENANTS.includes(p)),
  },
  {
    roleId: USER_BVD_ROLE,
    name: USER_BVD_ROLE,
    description: 'Searches companies and links suppliers',
    permissions: SEARCH_AND_LINK,
  },
];
