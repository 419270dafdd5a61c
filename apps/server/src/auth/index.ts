import type { TenantAuthInfo } from '@connector/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Database } from '../db/client.ts';
import type { Caller } from '../http/caller.ts';
import { createAppClientStore, type AppClients } from './app-clients.ts';
import { createAdapterFactory, createInteractionStore, endSessionsOf } from './adapter.ts';
import { createLocalDirectory, type IdentityDirectory } from './directory.ts';
import { loadKeys } from './keys.ts';
import { hashPassword } from './passwords.ts';
import { identityPlugin } from './plugin.ts';
import { CONSOLE_CLIENT_ID, OIDC_PATH } from './provider.ts';
import { applicationContext, createProviderRegistry } from './registry.ts';
import { createSignInThrottle } from './throttle.ts';
import { createTokenVerifier } from './tokens.ts';

export type { AppClients } from './app-clients.ts';
export type { DirectoryUser, IdentityDirectory, NewDirectoryUser } from './directory.ts';
export { CONSOLE_CLIENT_ID, OIDC_PATH } from './provider.ts';

export interface IdentityOptions {
  db: Database;
  logger: FastifyBaseLogger;
  /** Tenant of `localhost`, bare addresses and single-label hosts. */
  defaultTenant: string;
  /** Trust `X-Forwarded-*` for the origin, as the server does. */
  trustProxy?: boolean;
  /** Seals application client secrets at rest. */
  secrets: SecretBox;
}

export interface Identity {
  /** The OpenID Provider at `/oidc` and its sign-in pages. */
  plugin: (app: FastifyInstance) => Promise<void>;
  /** Sign-in settings the console fetches for a tenant. */
  authInfo(tenantId: string, origin: string): Omit<TenantAuthInfo, 'status'>;
  /** The caller behind an API access token; throws a 401 AppError when it cannot be trusted. */
  verifyAccessToken(token: string, hostTenant: string): Promise<Caller>;
  directory: IdentityDirectory;
  hashPassword(password: string): Promise<string>;
  /** Signs an account out everywhere: sessions, grants and refresh tokens. */
  endSessions(userId: string): Promise<void>;
  /** Application credentials: OAuth clients of the tenant's provider (docs/decisions/006). */
  appClients: AppClients;
}

/** The embedded identity provider (docs/decisions/001 and 004). */
export async function createIdentity({ db, logger, defaultTenant, trustProxy = false, secrets }: IdentityOptions): Promise<Identity> {
  const keys = await loadKeys(db, secrets);
  const directory = createLocalDirectory(db);
  const appClients = createAppClientStore({ db, secrets });
  const registry = createProviderRegistry(db, defaultTenant, {
    adapter: createAdapterFactory(db),
    appClientAdapter: (tenantId) => appClients.adapterFor(tenantId),
    keys,
    directory,
    logger,
    trustProxy,
  });
  return {
    plugin: identityPlugin({ registry, directory, throttle: createSignInThrottle(db), pending: createInteractionStore(db) }),
    authInfo: (tenantId, origin) => ({
      region: 'local',
      userPoolId: tenantId,
      appClientId: CONSOLE_CLIENT_ID,
      authDomain: `${origin}${OIDC_PATH}`,
    }),
    verifyAccessToken: createTokenVerifier({
      keys,
      directory,
      defaultTenant,
      clients: appClients,
      applicationContext: (tenantId, appId) => applicationContext(db, tenantId, appId),
    }),
    directory,
    hashPassword,
    endSessions: (userId) => endSessionsOf(db, userId),
    appClients: appClients.clients,
  };
}
