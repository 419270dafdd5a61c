import {
  APP_MESSAGES,
  SUPER_ADMIN_ROLE,
  USER_ANSWERS,
  USER_MESSAGES,
  hasPermission,
  type CreateUserBody,
  type LastApplication,
  type SignInLock,
  type UpdateUserBody,
  type User,
} from '@connector/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { AuditLog } from '../audit/index.ts';
import type { UserPageQuery, UserRow, UsersRepository } from './repository.ts';

/** What holds an account's sign-in back, as identity tells it. */
interface HeldSignIn {
  lockedAddresses: number;
  slowed: boolean;
  until: Date | null;
}

export interface UsersServiceDeps {
  db: Database;
  repository: UsersRepository;
  audit: AuditLog;
  /** Role ids among `roleIds` that exist in the tenant. */
  existingRoles(tx: Tx, tenantId: string, roleIds: readonly string[]): Promise<string[]>;
  permissionsOf(caller: Caller): Promise<readonly string[]>;
  /** The application of `tenantId` by this id as the selector lists it, or null when the tenant has none (the applications module answers). */
  applicationEntry(tx: Tx, tenantId: string, appId: string): Promise<LastApplication | null>;
  /** Credentials live with the identity provider: hashing, and ending a user's sessions. */
  identity: {
    hashPassword(password: string): Promise<string>;
    endSessions(userId: string): Promise<void>;
    /** Failed sign-ins holding an account back, read and cleared in the caller's transaction (docs/decisions/016). */
    signInLocks: {
      lockOf(tx: Tx, tenantId: string, email: string): Promise<HeldSignIn>;
      unlock(tx: Tx, tenantId: string, email: string): Promise<void>;
    };
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
  const { passwordHash, createdAt: _c, updatedAt: _u, tokensValidFrom: _v, searchName: _n, searchNameReversed: _r, searchDomain: _d, ...rest } = row;
  return { ...rest, password: passwordHash };
};

const toSignInLock = ({ lockedAddresses, slowed, until }: HeldSignIn): SignInLock => ({ lockedAddresses, slowed, until: until?.toISOString() ?? null });
const NOTHING_HELD: SignInLock = { lockedAddresses: 0, slowed: false, until: null };

/** Users. Every call receives its tenant resolved by the router: one the caller may reach. */
export function createUsersService(deps: UsersServiceDeps) {
  const { db, repository, audit, identity } = deps;

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

  /**
   * Runs `fn` on a user's sign-in locks. Super administrators only: a lock stands between an
   * account and someone guessing its password, so lifting it is kept to the fewest hands.
   */
  function withSignInLocks<T>(caller: Caller, tenantId: string, userId: string, fn: (tx: Tx, email: string) => Promise<T>): Promise<T> {
    if (!caller.isSuperAdmin) throw forbidden(USER_ANSWERS.signInLocksOnlyBySuperAdmin);
    return db.forTenant(tenantId, async (tx) => {
      const row = await repository.findById(tx, tenantId, userId);
      if (!row) throw notFound(USER_ANSWERS.notFound);
      return fn(tx, row.email);
    });
  }

  return {
    async list(caller: Caller, query: Omit<UserPageQuery, 'tenantId'>, tenantId: string | null) {
      if (tenantId === null && !caller.isSuperAdmin) throw forbidden(USER_ANSWERS.listAllOnlyBySuperAdmin);
      const run = (tx: Tx) => repository.page(tx, { ...query, tenantId });
      const page = tenantId === null ? await db.allTenants(run) : await db.forTenant(tenantId, run);
      return { rows: page.rows.map(toUser), total: page.total };
    },

    async get(caller: Caller, tenantId: string, userId: string): Promise<User> {
      const self = caller.userId === userId && caller.tenantId === tenantId;
      if (!self && !hasPermission(await deps.permissionsOf(caller), 'Connector.Users.List')) throw forbidden();
      const row = await db.forTenant(tenantId, (tx) => repository.findById(tx, tenantId, userId));
      if (!row) throw notFound(USER_ANSWERS.notFound);
      return toUser(row);
    },

    /** In `tenantId`, the tenant the body names as the router resolved it. */
    async create(caller: Caller, tenantId: string, body: CreateUserBody): Promise<User> {
      const passwordHash = await identity.hashPassword(body.password);
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
    async update(caller: Caller, tenantId: string, userId: string, body: UpdateUserBody): Promise<User> {
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

    async setEnabled(caller: Caller, tenantId: string, userId: string, enabled: boolean): Promise<User> {
      if (!enabled && caller.userId === userId) throw forbidden(USER_ANSWERS.notYourself.disable);
      // Disabling also ends the access tokens already issued, so enabling again does not revive them.
      const patch = enabled ? { enabled } : { enabled, tokensValidFrom: new Date() };
      const row = await change(caller, tenantId, userId, enabled ? 'enable' : 'disable', async () => patch);
      if (!enabled) await identity.endSessions(userId);
      return toUser(row);
    },

    async resetPassword(caller: Caller, tenantId: string, userId: string, password: string): Promise<{ userId: string }> {
      const passwordHash = await identity.hashPassword(password);
      await change(caller, tenantId, userId, 'reset-password', async () => ({ passwordHash, mustChangePassword: true }));
      await identity.endSessions(userId);
      return { userId };
    },

    signInLock: (caller: Caller, tenantId: string, userId: string): Promise<SignInLock> =>
      withSignInLocks(caller, tenantId, userId, async (tx, email) => toSignInLock(await identity.signInLocks.lockOf(tx, tenantId, email))),

    /** Forgets the user's failed sign-ins from every address, in the same transaction as its audit record. */
    unlockSignIn: (caller: Caller, tenantId: string, userId: string): Promise<SignInLock> =>
      withSignInLocks(caller, tenantId, userId, async (tx, email) => {
        const before = toSignInLock(await identity.signInLocks.lockOf(tx, tenantId, email));
        await identity.signInLocks.unlock(tx, tenantId, email);
        await audit.record(tx, { tenantId, actor: caller, action: 'unlock-sign-in', entity: 'user', entityId: userId, before, after: NOTHING_HELD });
        return NOTHING_HELD;
      }),

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
