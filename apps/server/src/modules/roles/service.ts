import { ROLE_ANSWERS, SUPER_ADMIN_ROLE, type Role } from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { AuditLog } from '../audit/index.ts';
import { createRoleChanges } from './changes.ts';
import { toRole } from './mapping.ts';
import { createRolePermissions, visible } from './permissions.ts';
import type { RolesRepository } from './repository.ts';
import { STANDARD_ROLES } from './standard-roles.ts';

export function createRolesService({ db, repository, audit }: { db: Database; repository: RolesRepository; audit: AuditLog }) {
  const { permissionsOf, rolePermissions, checkGrantable } = createRolePermissions({ db, repository });
  const { create, update } = createRoleChanges({ db, repository, audit, checkGrantable });

  async function provision(tx: Tx, tenantId: string, { withSuperAdmin }: { withSuperAdmin: boolean }) {
    for (const role of STANDARD_ROLES) {
      if (role.roleId === SUPER_ADMIN_ROLE && !withSuperAdmin) continue;
      await repository.insertIfMissing(tx, { ...role, permissions: [...role.permissions], tenantId });
    }
  }

  return {
    permissionsOf,

    rolePermissions,

    /** Role ids among `roleIds` that exist in the tenant (used when assigning roles to users). */
    existing(tx: Tx, tenantId: string, roleIds: readonly string[]): Promise<string[]> {
      return repository.existing(tx, tenantId, roleIds);
    },

    /** Roles of the request's tenant; super administrators may name another (creating users there). */
    async list(caller: Caller, tenantId: string): Promise<Role[]> {
      const rows = await db.forTenant(tenantId, (tx) => repository.list(tx, tenantId));
      return rows.filter((r) => visible(caller, r.roleId)).map(toRole);
    },

    async get(caller: Caller, tenantId: string, roleId: string): Promise<Role> {
      const row = visible(caller, roleId) ? await db.forTenant(tenantId, (tx) => repository.findById(tx, tenantId, roleId)) : undefined;
      if (!row) throw notFound(ROLE_ANSWERS.notFound);
      return toRole(row);
    },

    create,

    update,

    /** Standard roles for a new tenant, in the transaction that creates it. */
    provisionTenant: (tx: Tx, tenantId: string) => provision(tx, tenantId, { withSuperAdmin: false }),

    /** First start: the standard roles the default tenant lacks, superAdmin included. */
    ensureStandardRoles: (tenantId: string) => db.forTenant(tenantId, (tx) => provision(tx, tenantId, { withSuperAdmin: true })),
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
