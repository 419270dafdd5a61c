/** The steps of every audited change of a user: the roles it grants checked, the user loaded, the row and its audit entry written. */
import { SUPER_ADMIN_ROLE, USER_ANSWERS, USER_MESSAGES } from '@connector/contracts';
import type { Tx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { UsersServiceDeps } from './deps.ts';
import { auditSnapshot } from './mapping.ts';
import type { UserPatch, UserRow } from './repository.ts';

export function createUserChanges(deps: Pick<UsersServiceDeps, 'db' | 'repository' | 'audit' | 'existingRoles'>) {
  const { db, repository, audit } = deps;

  async function checkRoles(tx: Tx, caller: Caller, tenantId: string, roleIds: readonly string[]) {
    if (roleIds.includes(SUPER_ADMIN_ROLE) && !caller.isSuperAdmin) {
      throw forbidden(USER_ANSWERS.superAdminRoleOnlyBySuperAdmin);
    }
    const found = await deps.existingRoles(tx, tenantId, roleIds);
    if (found.length !== new Set(roleIds).size) throw badRequest(USER_MESSAGES.role, [{ field: 'body.roles', message: USER_MESSAGES.role }]);
  }

  /** Loads a user the caller may change; a super administrator only by a super administrator. */
  async function loadForChange(tx: Tx, caller: Caller, tenantId: string, userId: string): Promise<UserRow> {
    const row = await repository.findById(tx, tenantId, userId);
    if (!row) throw notFound(USER_ANSWERS.notFound);
    if (row.roles.includes(SUPER_ADMIN_ROLE) && !caller.isSuperAdmin) throw forbidden(USER_ANSWERS.superAdminOnlyBySuperAdmin);
    return row;
  }

  async function change(
    caller: Caller,
    tenantId: string,
    userId: string,
    action: string,
    patch: (row: UserRow, tx: Tx) => Promise<UserPatch>,
    /** What else must hold for the change to stand, once the row is written (the hosted directory told of it). */
    written?: (before: UserRow, after: UserRow) => Promise<void>,
  ): Promise<UserRow> {
    return db.forTenant(tenantId, async (tx) => {
      const before = await loadForChange(tx, caller, tenantId, userId);
      const after = (await repository.update(tx, tenantId, userId, await patch(before, tx))) as UserRow;
      await audit.record(tx, {
        tenantId,
        actor: caller,
        action,
        entity: 'user',
        entityId: userId,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
        secretFields: ['password'],
      });
      // Last, so that nothing of the transaction can fail after the directory was told.
      await written?.(before, after);
      return after;
    });
  }

  return { checkRoles, loadForChange, change };
}

export type UserChanges = ReturnType<typeof createUserChanges>;
