import type { Role } from '@connector/contracts';
import { PERMISSIONS } from '@connector/contracts';

export const SUPER_ADMIN: Role = {
  roleId: 'superAdmin',
  name: 'superAdmin',
  description: 'Administers every tenant',
  permissions: [...PERMISSIONS],
};

export const LINKER: Role = {
  roleId: 'linker',
  name: 'Linker',
  description: 'Links suppliers',
  permissions: ['Connector.AssignBvd', 'Connector.Roles.List'],
};

export const ROLE_EDITOR = ['Connector.Roles.List', 'Connector.Roles.Create', 'Connector.Roles.Edit'];
