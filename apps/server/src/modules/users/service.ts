import {
  SUPER_ADMIN_ROLE,
  USER_MESSAGES,
  hasPermission,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
} from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { UserPageQuery, UserRow, UsersRepository } from './repository.ts';

const USER_NOT_FOUND = 'User was not found';

export interface UsersServiceDeps {
  db: Database;
  repository: UsersRepository;
  audit: AuditLog;
  /** Role ids among `roleIds` that exist in the tenant. */
  existingRoles(tx: Tx, tenantId: string, roleIds: readonly string[]): Promise<string[]>;
  permissionsOf(caller: Caller): Promise<string[]>;
  /** Credentials live with the identity provider: hashing, and ending a user's sessions. */
  identity: {
    hashPassword(password: string): Promise<string>;
    endSessions(userId: string): Promise<void>;
  };
}

export function toUser(row: UserRow): User {
  return {
    userId: row.userId,
    tenantId: row.tenantId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roles: row.roles,
    enabled: row.enabled,
    language: row.language,
    country: row.country,
    locale: row.locale,
    lastApplication: row.lastApplication ?? null,
  };
}

/** What the audit trail sees of a user: no timestamps, no search keys the database derives. */
const snapshot = (row: UserRow) => {
  const { passwordHash, createdAt: _c, updatedAt: _u, searchName: _n, searchNameReversed: _r, searchDomain: _d, ...rest } = row;
  return { ...rest, password: passwordHash };
};

export function createUsersService(deps: UsersServiceDeps) {
  const { db, repository, audit, identity } = deps;

  /** Super administrators reach every tenant; everyone else only their own (others: 404). */
  const reachable = (caller: Caller, tenantId: string) => caller.isSuperAdmin || caller.tenantId === tenantId;

  async function checkRoles(tx: Tx, caller: Caller, tenantId: string, roleIds: readonly string[]) {
    if (roleIds.includes(SUPER_ADMIN_ROLE) && !caller.isSuperAdmin) {
      throw forbidden('Only super administrators can assign the superAdmin role');
    }
    const found = await deps.existingRoles(tx, tenantId, roleIds);
    if (found.length !== new Set(roleIds).size) throw badRequest(USER_MESSAGES.role, [{ field: 'body.roles', message: USER_MESSAGES.role }]);
  }

  /** Loads a user the caller may change; a super administrator only by a super administrator. */
  async function loadForChange(tx: Tx, caller: Caller, tenantId: string, userId: string): Promise<UserRow> {
    const row = reachable(caller, tenantId) ? await repository.findById(tx, tenantId, userId) : undefined;
    if (!row) throw notFound(USER_NOT_FOUND);
    if (row.roles.includes(SUPER_ADMIN_ROLE) && !caller.isSuperAdmin) {
      throw forbidden('Only super administrators can change a super administrator');
    }
    return row;
  }

  async function change(
    caller: Caller,
    tenantId: string,
    userId: string,
    action: string,
    patch: (row: UserRow, tx: Tx) => Promise<Parameters<UsersRepository['update']>[3]>,
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
        before: snapshot(before),
        after: snapshot(after),
        secretFields: ['password'],
      });
      return after;
    });
  }

  return {
    async list(caller: Caller, query: Omit<UserPageQuery, 'tenantId'>, tenantId: string | null) {
      if (tenantId === null && !caller.isSuperAdmin) throw forbidden('Only super administrators can list every tenant’s users');
      if (tenantId !== null && !reachable(caller, tenantId)) throw notFound('Tenant was not found');
      const run = (tx: Tx) => repository.page(tx, { ...query, tenantId });
      const page = tenantId === null ? await db.allTenants(run) : await db.forTenant(tenantId, run);
      return { rows: page.rows.map(toUser), total: page.total };
    },

    async get(caller: Caller, tenantId: string, userId: string): Promise<User> {
      const self = caller.userId === userId && caller.tenantId === tenantId;
      if (!self && !hasPermission(await deps.permissionsOf(caller), 'Connector.Users.List')) throw forbidden();
      const row = reachable(caller, tenantId) ? await db.forTenant(tenantId, (tx) => repository.findById(tx, tenantId, userId)) : undefined;
      if (!row) throw notFound(USER_NOT_FOUND);
      return toUser(row);
    },

    async create(caller: Caller, body: CreateUserBody): Promise<User> {
      if (!reachable(caller, body.tenantId)) throw forbidden('You can create users only in your own tenant');
      const passwordHash = await identity.hashPassword(body.password);
      return db.forTenant(body.tenantId, async (tx) => {
        await checkRoles(tx, caller, body.tenantId, body.roles);
        const { password: _p, ...fields } = body;
        const created = await repository.insertIfMissing(tx, { ...fields, passwordHash });
        if (!created) {
          const message = `A user with the e-mail ${body.email} already exists in this tenant`;
          throw conflict(message, [{ field: 'body.email', message }]);
        }
        await audit.record(tx, {
          tenantId: body.tenantId,
          actor: caller,
          action: 'create',
          entity: 'user',
          entityId: created.userId,
          after: snapshot(created),
          secretFields: ['password'],
        });
        return toUser(created);
      });
    },

    /**
     * Editors change any reachable user. Without `Connector.Users.Edit` a user may still edit
     * their own profile and last application, but never their roles or status.
     */
    async update(caller: Caller, userId: string, body: UpdateUserBody): Promise<User> {
      const tenantId = body.tenantId ?? caller.tenantId;
      const self = caller.userId === userId && caller.tenantId === tenantId;
      const editor = hasPermission(await deps.permissionsOf(caller), 'Connector.Users.Edit');
      if (!editor && !self) throw forbidden();
      const { tenantId: _t, lastApplication, ...fields } = body;
      const row = await change(caller, tenantId, userId, 'update', async (before, tx) => {
        const keepAccess = !editor || (self && !caller.isSuperAdmin);
        const roles = keepAccess ? before.roles : fields.roles;
        if (!keepAccess) await checkRoles(tx, caller, tenantId, roles);
        return {
          ...fields,
          roles,
          enabled: keepAccess ? before.enabled : fields.enabled,
          ...(lastApplication !== undefined ? { lastApplication } : {}),
        };
      });
      if (!row.enabled) await identity.endSessions(userId);
      return toUser(row);
    },

    async setEnabled(caller: Caller, tenantId: string, userId: string, enabled: boolean): Promise<User> {
      if (!enabled && caller.userId === userId) throw forbidden('You cannot disable yourself');
      const row = await change(caller, tenantId, userId, enabled ? 'enable' : 'disable', async () => ({ enabled }));
      if (!enabled) await identity.endSessions(userId);
      return toUser(row);
    },

    async resetPassword(caller: Caller, tenantId: string, userId: string, password: string): Promise<{ userId: string }> {
      const passwordHash = await identity.hashPassword(password);
      await change(caller, tenantId, userId, 'reset-password', async () => ({ passwordHash, mustChangePassword: true }));
      await identity.endSessions(userId);
      return { userId };
    },

    async remove(caller: Caller, tenantId: string, userId: string): Promise<{ userId: string }> {
      if (caller.userId === userId) throw forbidden('You cannot delete yourself');
      await db.forTenant(tenantId, async (tx) => {
        const before = await loadForChange(tx, caller, tenantId, userId);
        await repository.remove(tx, tenantId, userId);
        await audit.record(tx, {
          tenantId,
          actor: caller,
          action: 'delete',
          entity: 'user',
          entityId: userId,
          before: snapshot(before),
          secretFields: ['password'],
        });
      });
      await identity.endSessions(userId);
      return { userId };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
