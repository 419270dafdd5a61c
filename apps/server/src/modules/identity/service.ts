import type { TenantAuthInfo } from '@connector/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import type { AppClients } from '../../ports.ts';
import { createAppClientStore } from './app-clients.ts';
import { createCognitoDirectory } from './cognito/directory.ts';
import type { CognitoSettings } from '../../providers/index.ts';
import { createPoolTokenVerifier } from './cognito/tokens.ts';
import { createLocalDirectory, type DirectoryAdministration, type IdentityDirectory } from './directory.ts';
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
  /** A Cognito user pool per tenant behind the directory (`IDENTITY=cognito`); unset: the embedded directory. */
  cognito?: CognitoSettings | undefined;
}

export interface Identity {
  /** The OpenID Provider at `/oidc` and its sign-in pages. */
  plugin: (app: FastifyInstance) => Promise<void>;
  /** Sign-in settings the console fetches for a tenant. */
  authInfo(tenantId: string, origin: string): Omit<TenantAuthInfo, 'status' | 'idleTimeoutMinutes'>;
  /** The caller behind an API access token; throws a 401 AppError when it cannot be trusted. */
  verifyAccessToken(token: string, hostTenant: string): Promise<Caller>;
  directory: IdentityDirectory;
  /** What the users module tells a directory that keeps credentials of its own; null for the embedded one, whose rows are the directory. */
  administration: DirectoryAdministration | null;
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
  const cognito = options.cognito ? createCognitoDirectory({ settings: options.cognito, accounts: options.accounts, tenants }) : null;
  const directory = cognito ?? createLocalDirectory({ accounts: options.accounts, tenants });
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
    authInfo: options.cognito
      ? poolAuthInfo(options.cognito)
      : (tenantId, origin) => ({
          region: 'local',
          userPoolId: tenantId,
          appClientId: CONSOLE_CLIENT_ID,
          authDomain: `${origin}${OIDC_PATH}`,
        }),
    verifyAccessToken: withPoolTokens(
      options.cognito ? createPoolTokenVerifier({ settings: options.cognito, directory }) : null,
      createTokenVerifier({ keys, directory, defaultTenant, clients: appClients, applicationContext }),
    ),
    directory,
    administration: cognito,
    hashPassword,
    endSessions: (userId) => endSessionsOf(db, repository, userId),
    signInLocks: {
      lockOf: (tx, tenantId, email) => throttle.lockOf(tx, accountOf(tenantId, email)),
      unlock: (tx, tenantId, email) => throttle.unlock(tx, accountOf(tenantId, email)),
    },
    appClients: appClients.clients,
  };
}

/** The sign-in settings of each tenant's pool: the console signs in through its hosted UI. */
function poolAuthInfo(settings: CognitoSettings): Identity['authInfo'] {
  return (tenantId) => {
    const pool = settings.pools[tenantId];
    if (!pool) throw new Error(`Tenant "${tenantId}" has no user pool: name it in COGNITO_POOLS`);
    return { region: settings.region, userPoolId: pool.userPoolId, appClientId: pool.appClientId, authDomain: pool.authDomain };
  };
}

/**
 * With a Cognito directory, people's tokens come from their tenant's pool; applications' tokens
 * (client credentials) still come from the embedded provider, and so do the tokens of its own
 * sign-in pages, which check passwords against the pool.
 */
function withPoolTokens(pools: ReturnType<typeof createPoolTokenVerifier> | null, embedded: Identity['verifyAccessToken']): Identity['verifyAccessToken'] {
  if (!pools) return embedded;
  return (token, hostTenant) => (pools.claims(token) ? pools.verify(token, hostTenant) : embedded(token, hostTenant));
}
