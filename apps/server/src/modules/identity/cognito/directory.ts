/**
 * The Cognito directory (`IDENTITY=cognito`, docs/decisions/033-cognito-directory.md): each
 * tenant's people live in its user pool, which keeps their passwords, their must-change state,
 * whether they may sign in, and their roles (the `custom:roles` attribute). The console's user rows
 * stay the record of the profile (names, language, country, locale, last application) and carry
 * the same roles, enabled flag and access epoch, which requests are checked against.
 */
import { createCognitoAdmin, type PoolAccount } from '../../../providers/index.ts';
import { createLocalDirectory, normalEmail, type DirectoryAdministration, type IdentityDirectory, type LocalDirectoryDeps } from '../directory.ts';
import type { CognitoPool, CognitoSettings } from '../../../providers/index.ts';

/** The pool attribute that carries an account's roles, comma separated (a custom attribute of the pool's schema). */
export const ROLES_ATTRIBUTE = 'custom:roles';
export const TENANT_ATTRIBUTE = 'custom:tenantId';

export interface CognitoDirectoryDeps extends LocalDirectoryDeps {
  settings: CognitoSettings;
}

export type CognitoDirectory = IdentityDirectory & DirectoryAdministration;

export function createCognitoDirectory({ settings, accounts, tenants }: CognitoDirectoryDeps): CognitoDirectory {
  const admin = createCognitoAdmin(settings);
  // Profiles, and sign-in as a tenant's state decides it, are read from the console's rows.
  const rows = createLocalDirectory({ accounts, tenants });

  function poolOf(tenantId: string): CognitoPool {
    const pool = settings.pools[tenantId];
    if (!pool) throw new Error(`Tenant "${tenantId}" has no user pool: name it in COGNITO_POOLS`);
    return pool;
  }
  /** The pool account of a console user: its user name is the console's user id (the `username` of its tokens). */
  const account = (tenantId: string, userId: string): PoolAccount => ({ userPoolId: poolOf(tenantId).userPoolId, username: userId });
  const rolesAttribute = (roles: readonly string[]) => ({ [ROLES_ATTRIBUTE]: roles.join(',') });

  const administration: DirectoryAdministration = {
    async created({ tenantId, userId, email, roles, enabled, mustChangePassword }, password) {
      const pooled = account(tenantId, userId);
      // The tenant in the ID token as the embedded provider puts it (CLAIMS.tenant): the console reads it there.
      await admin.createUser(pooled, password, { email, email_verified: 'true', [TENANT_ATTRIBUTE]: tenantId, ...rolesAttribute(roles) });
      // Created in FORCE_CHANGE_PASSWORD; the console's own rule decides whether it stays so.
      if (!mustChangePassword) await admin.setPassword(pooled, password, true);
      if (!enabled) await admin.setEnabled(pooled, false);
    },
    setTemporaryPassword: (tenantId, userId, password) => admin.setPassword(account(tenantId, userId), password, false),
    setEnabled: (tenantId, userId, enabled) => admin.setEnabled(account(tenantId, userId), enabled),
    setRoles: (tenantId, userId, roles) => admin.setAttributes(account(tenantId, userId), rolesAttribute(roles)),
    deleted: (tenantId, userId) => admin.deleteUser(account(tenantId, userId)),
  };

  return {
    ...administration,
    findByEmail: rows.findByEmail,
    findById: rows.findById,

    async createUser({ password, ...fields }) {
      const { passwordHash: _none, ...user } = await accounts.create({ ...fields, email: normalEmail(fields.email), passwordHash: null });
      await administration.created(user, password);
      return user;
    },

    /**
     * The pool checks the password. A right temporary one returns the account with its must-change
     * flag, and the sign-in page asks for a new password.
     */
    async verifyPassword(tenantId, email, password) {
      const user = await rows.findByEmail(tenantId, email);
      const pool = user && settings.pools[tenantId];
      if (!user || !pool) return null;
      const checked = await admin.checkPassword({ userPoolId: pool.userPoolId, username: user.userId }, pool.appClientId, password);
      return checked && { ...user, mustChangePassword: user.mustChangePassword || checked.mustChange };
    },

    async changePassword(tenantId, userId, password) {
      await admin.setPassword(account(tenantId, userId), password, true);
      await accounts.setPassword(tenantId, userId, null);
    },
  };
}
