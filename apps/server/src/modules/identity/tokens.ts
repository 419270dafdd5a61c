import { API_AUDIENCE, CLAIMS, SUPER_ADMIN_ROLE, tenantFromHost } from '@connector/contracts';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Caller } from '../../http/caller.ts';
import { unauthorized } from '../../errors/index.ts';
import type { AppClientStore } from './app-clients.ts';
import { ACCESS_EPOCH_CLAIM, accessEpochOf } from './access-epoch.ts';
import { isAppToken, verifyAppToken } from './app-tokens.ts';
import type { IdentityDirectory } from './directory.ts';
import { SIGNING_ALG, type IdentityKeys } from './keys.ts';
import { OIDC_PATH } from './oidc/provider.ts';

/**
 * The issuer is `{origin}/oidc` of one of our origins, and that origin's tenant is the tenant the
 * token speaks for: a token minted for `acme.localhost` cannot claim to belong to `beta`.
 */
export function issuerMatchesTenant(issuer: string | undefined, tenantId: string, defaultTenant: string): boolean {
  if (!issuer) return false;
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return false;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== OIDC_PATH || url.search || url.hash) return false;
  return tenantFromHost(url.host, defaultTenant) === tenantId;
}

/** Verified tokens remembered at most (each lives an hour at most). */
const VERIFIED_TOKENS = 10_000;

/** Whether the token was minted before the account's last disabling or sign-out. */
function issuedBefore(payload: JWTPayload, user: { tokensValidFrom: Date | null }): boolean {
  const minted = payload[ACCESS_EPOCH_CLAIM] ?? 0;
  return minted !== accessEpochOf(user);
}

export function createTokenVerifier({
  keys,
  directory,
  defaultTenant,
  clients,
  applicationContext,
}: {
  keys: IdentityKeys;
  directory: IdentityDirectory;
  defaultTenant: string;
  clients: Pick<AppClientStore, 'find'>;
  /**
   * For callers that are applications rather than people: the tenant's language, or null when
   * the tenant or the application is disabled or gone (its tokens then open nothing).
   */
  applicationContext(tenantId: string, appId: string): Promise<{ language: string } | null>;
}) {
  const jwks = createLocalJWKSet({ keys: keys.verifying });
  /**
   * Tokens whose signature, audience and type already checked out: a token never changes, so its
   * check is kept until it expires. The account and tenant behind it are still asked every call.
   */
  const verified = new LRUCache<string, JWTPayload>({ max: VERIFIED_TOKENS });

  async function checkedPayload(token: string): Promise<JWTPayload> {
    const known = verified.get(token);
    if (known && (known.exp === undefined || known.exp * 1000 > Date.now())) return known;
    try {
      const { payload } = await jwtVerify(token, jwks, { audience: API_AUDIENCE, algorithms: [SIGNING_ALG], typ: 'at+jwt' });
      verified.set(token, payload);
      return payload;
    } catch {
      verified.delete(token);
      throw unauthorized();
    }
  }

  /** The caller behind an API access token for the host's tenant; a 401 AppError otherwise. */
  return async function verifyAccessToken(token: string, hostTenant: string): Promise<Caller> {
    const payload = await checkedPayload(token);
    const tenantId = payload[CLAIMS.tenant];
    if (typeof tenantId !== 'string' || !payload.sub || !issuerMatchesTenant(payload.iss, tenantId, defaultTenant)) {
      throw unauthorized();
    }
    if (isAppToken(payload)) return verifyAppToken(payload, tenantId, hostTenant, { clients, applicationContext });
    // Read on every call (from the facts cache), so a disabled or deleted account, a sign-out and
    // a role removed hold at once: the roles are the account's, not those the token was minted with.
    const user = await directory.findById(tenantId, payload.sub);
    if (!user?.enabled || issuedBefore(payload, user)) throw unauthorized();
    const isSuperAdmin = user.roles.includes(SUPER_ADMIN_ROLE);
    if (tenantId !== hostTenant && !isSuperAdmin) throw unauthorized();
    const language = payload[CLAIMS.language];
    return {
      userId: user.userId,
      tenantId,
      email: user.email,
      roles: user.roles,
      language: typeof language === 'string' ? language : user.language,
      isSuperAdmin,
    };
  };
}
