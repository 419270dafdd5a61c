import type { TenantAuthInfo } from '@connector/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import type { AppClients } from '../../ports.ts';
import { createAppClientStore } from './app-clients.ts';
import { createLocalDirectory, type IdentityDirectory } from './directory.ts';
import { loadKeys } from './keys.ts';
import { createAdapterFactory, createInteractionStore, endSessionsOf } from './oidc/adapter.ts';
import { createGrantCipher } from './oidc/grant-cipher.ts';
import { CONSOLE_CLIENT_ID, OIDC_PATH } from './oidc/provider.ts';
import { createProviderRegistry } from './oidc/registry.ts';
import { pickLanguage } from './pages/messages.ts';
import { hashPassword } from './passwords.ts';
import { identityPlugin } from './plugin.ts';
import type { AccountStore, ApplicationStates, TenantStates } from '../../ports.ts';
import { createIdentityRepository } from './repository.ts';
import { endingAccessTokens } from './sign-out.ts';
import { accountOf, createSignInThrottle, type SignInLock } from './throttle.ts';
import { createTokenVerifier } from './tokens.ts';

export interface IdentityOptions {
  db: Database;
  logger: FastifyBaseLogger;
  /** Tenant of `localhost`, bare addresses and single-label hosts. */
  defaultTenant: string;
  /** Trust `X-Forwarded-*` for the origin, as the server does. */
  trustProxy?: boolean;
  /** Seals application client secrets and the server's keys at rest. */
  secrets: SecretBox;
  /** The people who sign in (users module); a sign-out ends their access tokens there. */
  accounts: AccountStore;
  /** Whether a tenant exists, is enabled, and speaks which language (tenants module). */
  tenants: TenantStates;
  /** Whether an application is enabled (applications module). */
  applications: ApplicationStates;
}

export interface Identity {
  /** The OpenID Provider at `/oidc` and its sign-in pages. */
  plugin: (app: FastifyInstance) => Promise<void>;
  /** Sign-in settings the console fetches for a tenant. */
  authInfo(tenantId: string, origin: string): Omit<TenantAuthInfo, 'status' | 'idleTimeoutMinutes'>;
  /** The caller behind an API access token; throws a 401 AppError when it cannot be trusted. */
  verifyAccessToken(token: string, hostTenant: string): Promise<Caller>;
  directory: IdentityDirectory;
  hashPassword(password: string): Promise<string>;
  /** Signs an account out everywhere: sessions, grants and refresh tokens. */
  endSessions(userId: string): Promise<void>;
  /** Application credentials: OAuth clients of the tenant's provider (docs/decisions/006). */
  appClients: AppClients;
  /** What holds an account's sign-in back, and its unlock, in the caller's transaction (docs/decisions/016). */
  signInLocks: {
    lockOf(tx: Tx, tenantId: string, email: string): Promise<SignInLock>;
    unlock(tx: Tx, tenantId: string, email: string): Promise<void>;
  };
}

/** The embedded identity provider (docs/decisions/001 and 004). */
export async function createIdentity(options: IdentityOptions): Promise<Identity> {
  const { db, logger, defaultTenant, trustProxy = false, secrets, tenants, applications } = options;
  const repository = createIdentityRepository();
  const keys = await loadKeys(db, secrets, repository);
  const directory = createLocalDirectory({ accounts: options.accounts, tenants });
  const throttle = createSignInThrottle(db);
  const appClients = createAppClientStore({ db, secrets, repository });
  const grants = createGrantCipher(keys.grantKey, secrets);
  const registry = createProviderRegistry(tenants, defaultTenant, {
    adapter: endingAccessTokens(createAdapterFactory(db, repository, grants), options.accounts),
    appClientAdapter: (tenantId) => appClients.adapterFor(tenantId),
    keys,
    directory,
    logger,
    trustProxy,
  });
  /** An application's tokens open something only while it and its tenant are enabled. */
  const applicationContext = async (tenantId: string, appId: string) => {
    const [enabled, tenant] = await Promise.all([applications.isEnabled(tenantId, appId), tenants.signInState(tenantId)]);
    return enabled && tenant?.enabled ? { language: pickLanguage(tenant.language) ?? 'en' } : null;
  };
  return {
    plugin: identityPlugin({
      registry,
      directory,
      throttle,
      pending: createInteractionStore(db, repository, grants),
    }),
    authInfo: (tenantId, origin) => ({
      region: 'local',
      userPoolId: tenantId,
      appClientId: CONSOLE_CLIENT_ID,
      authDomain: `${origin}${OIDC_PATH}`,
    }),
    verifyAccessToken: createTokenVerifier({ keys, directory, defaultTenant, clients: appClients, applicationContext }),
    directory,
    hashPassword,
    endSessions: (userId) => endSessionsOf(db, repository, userId),
    signInLocks: {
      lockOf: (tx, tenantId, email) => throttle.lockOf(tx, accountOf(tenantId, email)),
      unlock: (tx, tenantId, email) => throttle.unlock(tx, accountOf(tenantId, email)),
    },
    appClients: appClients.clients,
  };
}
