import {
  ROLE_ANSWERS,
  SUPER_ADMIN_ROLE,
  hasPermission,
  type CreateRoleBody,
  type Role,
  type UpdateRoleBody,
} from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { AuditLog } from '../audit/index.ts';
import type { RoleRow, RolesRepository } from './repository.ts';
import { STANDARD_ROLES } from './standard-roles.ts';

const ROLE_NOT_FOUND = ROLE_ANSWERS.notFound;

const toRole = (row: RoleRow): Role => ({
  roleId: row.roleId,
  name: row.name,
  description: row.description,
  permissions: row.permissions,
});
const snapshot = (row: RoleRow) => ({ name: row.name, description: row.description, permissions: row.permissions });

export function createRolesService({ db, repository, audit }: { db: Database; repository: RolesRepository; audit: AuditLog }) {
  /** Only super administrators see the superAdmin role; to anyone else it does not exist. */
  const visible = (caller: Caller, roleId: string) => caller.isSuperAdmin || roleId !== SUPER_ADMIN_ROLE;

  /** Permissions granted by roles of the caller's own tenant. */
  const permissionsOf = (caller: Caller, roleIds: readonly string[] = caller.roles): Promise<readonly string[]> => {
    const key = JSON.stringify([caller.tenantId, [...new Set(roleIds)].sort()]);
    // Asked on nearly every request: from the facts cache, exact across instances (db/facts.ts).
    return db.facts.memo(`permissions:${key}`, async () =>
      Object.freeze(await db.forTenant(caller.tenantId, (tx) => repository.permissionsOf(tx, caller.tenantId, roleIds))),
    );
  };

  /** Nobody hands out more than they hold. */
  async function checkGrantable(caller: Caller, permissions: readonly string[]) {
    if (caller.isSuperAdmin) return;
    const held = await permissionsOf(caller);
    const beyond = permissions.filter((p) => !hasPermission(held, p));
    if (beyond.length) throw forbidden(ROLE_ANSWERS.beyondHeld(beyond));
  }

  async function provision(tx: Tx, tenantId: string, { withSuperAdmin }: { withSuperAdmin: boolean }) {
    for (const role of STANDARD_ROLES) {
      if (role.roleId === SUPER_ADMIN_ROLE && !withSuperAdmin) continue;
      await repository.insertIfMissing(tx, { ...role, permissions: [...role.permissions], tenantId });
    }
  }

  return {
    permissionsOf,

    /**
     * What the console asks at sign-in: the permissions of the caller's own roles. Anyone else's
     * roles take `Connector.Roles.List`, and the superAdmin role stays hidden from others.
     */
    async rolePermissions(caller: Caller, roleIds: readonly string[]): Promise<string[]> {
      const others = roleIds.some((r) => !caller.roles.includes(r));
      if (others && !hasPermission(await permissionsOf(caller), 'Connector.Roles.List')) throw forbidden();
      return [...(await permissionsOf(caller, roleIds.filter((r) => caller.roles.includes(r) || visible(caller, r))))];
    },

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
      if (!row) throw notFound(ROLE_NOT_FOUND);
      return toRole(row);
    },

    async create(caller: Caller, tenantId: string, body: CreateRoleBody): Promise<Role> {
      if (body.roleId === SUPER_ADMIN_ROLE) throw forbidden(ROLE_ANSWERS.reserved);
      await checkGrantable(caller, body.permissions);
      return db.forTenant(tenantId, async (tx) => {
        const created = await repository.insertIfMissing(tx, { ...body, tenantId });
        if (!created) {
          const message = ROLE_ANSWERS.idTaken(body.roleId);
          throw conflict(message, [{ field: 'body.roleId', message }]);
        }
        await audit.record(tx, { tenantId, actor: caller, action: 'create', entity: 'role', entityId: body.roleId, after: snapshot(created) });
        return toRole(created);
      });
    },

    async update(caller: Caller, tenantId: string, roleId: string, body: UpdateRoleBody): Promise<Role> {
      if (!visible(caller, roleId)) throw notFound(ROLE_NOT_FOUND);
      if (roleId === SUPER_ADMIN_ROLE) throw forbidden(ROLE_ANSWERS.readOnly);
      await checkGrantable(caller, body.permissions);
      return db.forTenant(tenantId, async (tx) => {
        const before = await repository.findById(tx, tenantId, roleId);
        if (!before) throw notFound(ROLE_NOT_FOUND);
        const after = (await repository.update(tx, tenantId, roleId, body)) as RoleRow;
        await audit.record(tx, {
          tenantId,
          actor: caller,
          action: 'update',
          entity: 'role',
          entityId: roleId,
          before: snapshot(before),
          after: snapshot(after),
        });
        return toRole(after);
      });
    },

    /** Standard roles for a new tenant, in the transaction that creates it. */
    provisionTenant: (tx: Tx, tenantId: string) => provision(tx, tenantId, { withSuperAdmin: false }),

    /** First start: the standard roles the default tenant lacks, superAdmin included. */
    ensureStandardRoles: (tenantId: string) => db.forTenant(tenantId, (tx) => provision(tx, tenantId, { withSuperAdmin: true })),
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
