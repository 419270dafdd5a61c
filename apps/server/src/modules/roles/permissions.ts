/** Who holds which permissions, and which roles and permissions a caller may see and hand out. */
import { ROLE_ANSWERS, SUPER_ADMIN_ROLE, hasPermission } from '@connector/contracts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { RolesRepository } from './repository.ts';

/** Only super administrators see the superAdmin role; to anyone else it does not exist. */
export const visible = (caller: Caller, roleId: string) => caller.isSuperAdmin || roleId !== SUPER_ADMIN_ROLE;

export function createRolePermissions({ db, repository }: { db: Database; repository: RolesRepository }) {
  /** Permissions granted by roles of the caller's own tenant. */
  const permissionsOf = (caller: Caller, roleIds: readonly string[] = caller.roles): Promise<readonly string[]> => {
    const key = JSON.stringify([caller.tenantId, [...new Set(roleIds)].sort()]);
    // Asked on nearly every request: from the facts cache, exact across instances (db/facts.ts).
    return db.facts.memo(`permissions:${key}`, async () =>
      Object.freeze(await db.forTenant(caller.tenantId, (tx) => repository.permissionsOf(tx, caller.tenantId, roleIds))),
    );
  };

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

    /** Nobody hands out more than they hold. */
    async checkGrantable(caller: Caller, permissions: readonly string[]): Promise<void> {
      if (caller.isSuperAdmin) return;
      const held = await permissionsOf(caller);
      const beyond = permissions.filter((p) => !hasPermission(held, p));
      if (beyond.length) throw forbidden(ROLE_ANSWERS.beyondHeld(beyond));
    },
  };
}
