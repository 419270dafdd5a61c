import { SUPER_ADMIN_ROLE } from '@connector/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { tenants, users } from '../db/schema/index.ts';
import { checkPassword, hashPassword } from './passwords.ts';

/** A person who can sign in, as the identity provider sees them. */
export interface DirectoryUser {
  userId: string;
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** False for a disabled account, and for every account of a disabled tenant but super administrators'. */
  enabled: boolean;
  language: string;
  mustChangePassword: boolean;
}

export interface NewDirectoryUser {
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  roles: string[];
  language: string;
  country: string;
  locale: string;
}

/**
 * Where accounts and their credentials live. The embedded default keeps them in the `users`
 * table; a Cognito user pool can stand behind the same interface.
 */
export interface IdentityDirectory {
  findByEmail(tenantId: string, email: string): Promise<DirectoryUser | null>;
  findById(tenantId: string, userId: string): Promise<DirectoryUser | null>;
  createUser(user: NewDirectoryUser): Promise<DirectoryUser>;
  /** The account when the password is right, otherwise null (unknown e-mail included). */
  verifyPassword(tenantId: string, email: string, password: string): Promise<DirectoryUser | null>;
  /** Stores a password the user chose and clears the must-change flag. */
  changePassword(tenantId: string, userId: string, password: string): Promise<void>;
}

const columns = {
  userId: users.userId,
  tenantId: users.tenantId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  enabled: users.enabled,
  language: users.language,
  mustChangePassword: users.mustChangePassword,
};

export function createLocalDirectory(db: Database): IdentityDirectory {
  const findBy = (tenantId: string, where: ReturnType<typeof eq>) =>
    db.forTenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ ...columns, passwordHash: users.passwordHash, tenantEnabled: tenants.enabled })
        .from(users)
        .innerJoin(tenants, eq(tenants.tenantId, users.tenantId))
        .where(and(eq(users.tenantId, tenantId), where))
        .limit(1);
      return row ?? null;
    });
  const strip = <T extends { passwordHash: string | null; tenantEnabled: boolean } & DirectoryUser>(row: T | null): DirectoryUser | null => {
    if (!row) return null;
    const { passwordHash: _hash, tenantEnabled, ...user } = row;
    // Disabling a tenant shuts its people out at once; super administrators keep the keys.
    return { ...user, enabled: user.enabled && (tenantEnabled || user.roles.includes(SUPER_ADMIN_ROLE)) };
  };

  return {
    async findByEmail(tenantId, email) {
      return strip(await findBy(tenantId, eq(users.email, email.trim().toLowerCase())));
    },
    async findById(tenantId, userId) {
      // A malformed id is simply nobody, not a database error.
      if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
      return strip(await findBy(tenantId, eq(users.userId, userId)));
    },
    async createUser({ password, ...fields }) {
      const passwordHash = await hashPassword(password);
      return db.forTenant(fields.tenantId, async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...fields, email: fields.email.trim().toLowerCase(), passwordHash })
          .returning(columns);
        if (!row) throw new Error('user was not created');
        return row;
      });
    },
    async verifyPassword(tenantId, email, password) {
      const row = await findBy(tenantId, eq(users.email, email.trim().toLowerCase()));
      const ok = await checkPassword(row?.passwordHash, password);
      return ok ? strip(row) : null;
    },
    async changePassword(tenantId, userId, password) {
      const passwordHash = await hashPassword(password);
      await db.forTenant(tenantId, (tx) =>
        tx
          .update(users)
          .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
          .where(and(eq(users.tenantId, tenantId), eq(users.userId, userId))),
      );
    },
  };
}
