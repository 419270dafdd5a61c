import type { Role } from '@connector/contracts';
import type { RoleRow } from './repository.ts';

export const toRole = (row: RoleRow): Role => ({
  roleId: row.roleId,
  name: row.name,
  description: row.description,
  permissions: row.permissions,
});

/** What the audit trail sees of a role. */
export const auditSnapshot = (row: RoleRow) => ({ name: row.name, description: row.description, permissions: row.permissions });
