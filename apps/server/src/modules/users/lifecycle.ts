/** An account's life: created, disabled and enabled again, given a temporary password, deleted. */
import { USER_ANSWERS, type CreateUserBody, type User } from '@connector/contracts';
import { conflict, forbidden } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { UserChanges } from './changes.ts';
import type { UsersServiceDeps } from './deps.ts';
import { auditSnapshot, toUser } from './mapping.ts';

type UserLifecycleDeps = Pick<UsersServiceDeps, 'db' | 'repository' | 'audit' | 'identity'>;

export function createUserLifecycle({ db, repository, audit, identity }: UserLifecycleDeps, { checkRoles, loadForChange, change }: UserChanges) {
  const administration = identity.administration ?? null;
  return {
    /** In `tenantId`, the tenant the body names as the router resolved it. */
    async create(caller: Caller, tenantId: string, body: CreateUserBody): Promise<User> {
      // A hosted directory keeps the password; the row then holds none.
      const passwordHash = administration ? null : await identity.hashPassword(body.password);
      return db.forTenant(tenantId, async (tx) => {
        await checkRoles(tx, caller, tenantId, body.roles);
        const { password: _p, ...fields } = body;
        const created = await repository.insertIfMissing(tx, { ...fields, tenantId, passwordHash });
        if (!created) {
          const message = USER_ANSWERS.emailTaken(body.email);
          throw conflict(message, [{ field: 'body.email', message }]);
        }
        await audit.record(tx, {
          tenantId,
          actor: caller,
          action: 'create',
          entity: 'user',
          entityId: created.userId,
          after: auditSnapshot(created),
          secretFields: ['password'],
        });
        await administration?.created(created, body.password);
        return toUser(created);
      });
    },

    async setEnabled(caller: Caller, tenantId: string, userId: string, enabled: boolean): Promise<User> {
      if (!enabled && caller.userId === userId) throw forbidden(USER_ANSWERS.notYourself.disable);
      // Disabling also ends the access tokens already issued, so enabling again does not revive them.
      const patch = enabled ? { enabled } : { enabled, tokensValidFrom: new Date() };
      const row = await change(caller, tenantId, userId, enabled ? 'enable' : 'disable', async () => patch, async () =>
        administration?.setEnabled(tenantId, userId, enabled),
      );
      if (!enabled) await identity.endSessions(userId);
      return toUser(row);
    },

    async resetPassword(caller: Caller, tenantId: string, userId: string, password: string): Promise<{ userId: string }> {
      if (administration) {
        await change(caller, tenantId, userId, 'reset-password', async () => ({ mustChangePassword: true }), () =>
          administration.setTemporaryPassword(tenantId, userId, password),
        );
      } else {
        const passwordHash = await identity.hashPassword(password);
        await change(caller, tenantId, userId, 'reset-password', async () => ({ passwordHash, mustChangePassword: true }));
      }
      await identity.endSessions(userId);
      return { userId };
    },

    async remove(caller: Caller, tenantId: string, userId: string): Promise<{ userId: string }> {
      if (caller.userId === userId) throw forbidden(USER_ANSWERS.notYourself.delete);
      await db.forTenant(tenantId, async (tx) => {
        const before = await loadForChange(tx, caller, tenantId, userId);
        await repository.remove(tx, tenantId, userId);
        await audit.record(tx, {
          tenantId,
          actor: caller,
          action: 'delete',
          entity: 'user',
          entityId: userId,
          before: auditSnapshot(before),
          secretFields: ['password'],
        });
        await administration?.deleted(tenantId, userId);
      });
      await identity.endSessions(userId);
      return { userId };
    },
  };
}
