/** What may be changed of an existing user, and by whom: an editor any user, anyone their own profile and last application. */
import { APP_MESSAGES, USER_ANSWERS, hasPermission, type LastApplication, type UpdateUserBody, type User } from '@connector/contracts';
import { forbidden, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { UserChanges } from './changes.ts';
import type { UsersServiceDeps } from './deps.ts';
import { toUser } from './mapping.ts';
import type { UserRow } from './repository.ts';

type UserEditsDeps = Pick<UsersServiceDeps, 'db' | 'repository' | 'identity' | 'permissionsOf' | 'applicationEntry'>;

export function createUserEdits(deps: UserEditsDeps, { checkRoles, change }: Pick<UserChanges, 'checkRoles' | 'change'>) {
  const { db, repository, identity } = deps;

  /** A hosted directory keeps roles and whether the account may sign in: told of what changed. */
  async function toldOfAccess(tenantId: string, userId: string, before: UserRow, after: UserRow) {
    const directory = identity.administration;
    if (!directory) return;
    if (before.roles.join(',') !== after.roles.join(',')) await directory.setRoles(tenantId, userId, after.roles);
    if (before.enabled !== after.enabled) await directory.setEnabled(tenantId, userId, after.enabled);
  }

  return {
    /**
     * Editors change any reachable user. Without `Connector.Users.Edit` a user may still edit
     * their own profile and last application, but never their roles or status.
     */
    async update(caller: Caller, tenantId: string, userId: string, body: UpdateUserBody): Promise<User> {
      const self = caller.userId === userId && caller.tenantId === tenantId;
      const editor = hasPermission(await deps.permissionsOf(caller), 'Connector.Users.Edit');
      if (!editor && !self) throw forbidden();
      const { tenantId: _t, lastApplication, ...fields } = body;
      const row = await change(
        caller,
        tenantId,
        userId,
        'update',
        async (before, tx) => {
          const keepAccess = !editor || (self && !caller.isSuperAdmin);
          const roles = keepAccess ? before.roles : fields.roles;
          if (!keepAccess) await checkRoles(tx, caller, tenantId, roles);
          return {
            ...fields,
            roles,
            enabled: keepAccess ? before.enabled : fields.enabled,
            ...(lastApplication !== undefined ? { lastApplication } : {}),
          };
        },
        (before, after) => toldOfAccess(tenantId, userId, before, after),
      );
      if (!row.enabled) await identity.endSessions(userId);
      return toUser(row);
    },

    /**
     * The caller's own last application (APP-26, APP-27): one of their own tenant's applications,
     * stored as the selector lists it. Only that field of their own record is written, in one
     * transaction, and it is not audited: it is the user's preference, not an administrative
     * change (docs/decisions/023). An application their tenant does not have answers 404 and
     * writes nothing.
     */
    saveLastApplication: (caller: Caller, appId: string): Promise<LastApplication> =>
      db.forTenant(caller.tenantId, async (tx) => {
        const entry = await deps.applicationEntry(tx, caller.tenantId, appId);
        if (!entry) throw notFound(APP_MESSAGES.notFound);
        const { value, label, type } = entry;
        const stored = await repository.setLastApplication(tx, caller.tenantId, caller.userId, { value, label, type });
        if (!stored) throw notFound(USER_ANSWERS.notFound);
        return stored;
      }),
  };
}
