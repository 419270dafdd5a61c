import { USER_ANSWERS, hasPermission, type User } from '@connector/contracts';
import type { Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import { createUserChanges } from './changes.ts';
import type { UsersServiceDeps } from './deps.ts';
import { createUserEdits } from './edits.ts';
import { createUserLifecycle } from './lifecycle.ts';
import { toUser } from './mapping.ts';
import type { UserPageQuery } from './repository.ts';
import { createSignInLocks } from './sign-in-locks.ts';

export type { UsersServiceDeps } from './deps.ts';
export { toUser } from './mapping.ts';

/** Users. Every call receives its tenant resolved by the router: one the caller may reach. */
export function createUsersService(deps: UsersServiceDeps) {
  const { db, repository } = deps;
  const changes = createUserChanges(deps);

  return {
    async list(caller: Caller, query: Omit<UserPageQuery, 'tenantId'>, tenantId: string | null) {
      if (tenantId === null && !caller.isSuperAdmin) throw forbidden(USER_ANSWERS.listAllOnlyBySuperAdmin);
      const run = (tx: Tx) => repository.page(tx, { ...query, tenantId });
      const page = tenantId === null ? await db.allTenants(run) : await db.forTenant(tenantId, run);
      return { rows: page.rows.map(toUser), total: page.total, moreThanTotal: page.moreThanTotal };
    },

    async get(caller: Caller, tenantId: string, userId: string): Promise<User> {
      const self = caller.userId === userId && caller.tenantId === tenantId;
      if (!self && !hasPermission(await deps.permissionsOf(caller), 'Connector.Users.List')) throw forbidden();
      const row = await db.forTenant(tenantId, (tx) => repository.findById(tx, tenantId, userId));
      if (!row) throw notFound(USER_ANSWERS.notFound);
      return toUser(row);
    },

    ...createUserLifecycle(deps, changes),
    ...createUserEdits(deps, changes),
    ...createSignInLocks(deps),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
