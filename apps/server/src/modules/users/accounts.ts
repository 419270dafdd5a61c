import type { Database } from '../../db/client.ts';
import type { AccountStore, StoredAccount } from '../../ports.ts';
import { createUsersRepository, type UserRow } from './repository.ts';

const account = (row: UserRow | undefined): StoredAccount | null =>
  row
    ? {
        userId: row.userId,
        tenantId: row.tenantId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        roles: row.roles,
        enabled: row.enabled,
        language: row.language,
        mustChangePassword: row.mustChangePassword,
        tokensValidFrom: row.tokensValidFrom,
        passwordHash: row.passwordHash,
      }
    : null;

/** The users table as the identity module's directory of accounts (its `AccountStore` port). */
export function createAccountStore(db: Database, repository = createUsersRepository()): AccountStore {
  return {
    findByEmail: (tenantId, email) => db.forTenant(tenantId, async (tx) => account(await repository.findByEmail(tx, tenantId, email))),
    // Read by every signed-in request: from the facts cache, exact across instances (db/facts.ts).
    findById: (tenantId, userId) =>
      db.facts.memo(`account:${tenantId}:${userId}`, () =>
        db.forTenant(tenantId, async (tx) => account(await repository.findById(tx, tenantId, userId))),
      ),
    async create(fields) {
      const row = await db.forTenant(fields.tenantId, (tx) => repository.insertIfMissing(tx, fields));
      const created = account(row ?? undefined);
      if (!created) throw new Error('user was not created');
      return created;
    },
    async setPassword(tenantId, userId, passwordHash) {
      await db.forTenant(tenantId, (tx) => repository.update(tx, tenantId, userId, { passwordHash, mustChangePassword: false }));
    },
    // A new access epoch: the facts cache of every instance drops the account (db/facts.ts).
    async endAccessTokens(userId) {
      await db.allTenants((tx) => repository.startAccessEpoch(tx, userId, new Date()));
    },
  };
}
