import { SUPER_ADMIN_ROLE } from '@connector/contracts';
import { checkPassword, hashPassword } from './passwords.ts';
import type { AccountDirectory, AccountProfile, AccountStore, NewAccountFields, StoredAccount, TenantStates } from '../../ports.ts';

/**
 * A person who can sign in, as the identity provider sees them: `enabled` is false for a disabled
 * account, and for every account of a disabled tenant but super administrators'.
 */
export type DirectoryUser = AccountProfile;

export interface NewDirectoryUser extends NewAccountFields {
  password: string;
}

/**
 * Where accounts and their credentials live. The embedded default (`createLocalDirectory`) keeps
 * them in the users module; a Cognito user pool (`IDENTITY=cognito`) can stand behind the same
 * interface, the provider and the token verifier only ever see this one.
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

/** What the users module tells a directory that keeps credentials of its own (`AccountDirectory`, src/ports.ts). */
export type DirectoryAdministration = AccountDirectory;

export interface LocalDirectoryDeps {
  accounts: AccountStore;
  tenants: TenantStates;
}

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The embedded directory: accounts of the users module, password hashes checked here. */
export function createLocalDirectory({ accounts, tenants }: LocalDirectoryDeps): IdentityDirectory {
  /** The account as sign-in sees it: disabling a tenant shuts its people out at once; super administrators keep the keys. */
  async function present(account: StoredAccount | null): Promise<DirectoryUser | null> {
    if (!account) return null;
    const { passwordHash: _hash, ...user } = account;
    if (!user.enabled || user.roles.includes(SUPER_ADMIN_ROLE)) return user;
    const tenant = await tenants.signInState(user.tenantId);
    return { ...user, enabled: tenant?.enabled === true };
  }

  return {
    findByEmail: async (tenantId, email) => present(await accounts.findByEmail(tenantId, normalEmail(email))),
    async findById(tenantId, userId) {
      // A malformed id is simply nobody, not a database error.
      if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
      return present(await accounts.findById(tenantId, userId));
    },
    async createUser({ password, ...fields }) {
      const passwordHash = await hashPassword(password);
      const { passwordHash: _hash, ...user } = await accounts.create({ ...fields, email: normalEmail(fields.email), passwordHash });
      return user;
    },
    async verifyPassword(tenantId, email, password) {
      const account = await accounts.findByEmail(tenantId, normalEmail(email));
      const ok = await checkPassword(account?.passwordHash, password);
      return ok ? present(account) : null;
    },
    async changePassword(tenantId, userId, password) {
      await accounts.setPassword(tenantId, userId, await hashPassword(password));
    },
  };
}
