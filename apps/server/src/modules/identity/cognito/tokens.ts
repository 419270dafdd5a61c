/**
 * Access tokens issued by the tenants' user pools (`IDENTITY=cognito`): signed by the pool's keys
 * (its JWKS), for the console's app client, naming the console's user id as `username`.
 */
import { SUPER_ADMIN_ROLE } from '@connector/contracts';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { unauthorized } from '../../../errors/index.ts';
import type { Caller } from '../../../http/caller.ts';
import type { IdentityDirectory } from '../directory.ts';
import { poolIssuer, type CognitoPool, type CognitoSettings } from '../../../providers/index.ts';

/** Cognito signs with RS256 only. */
const POOL_ALGORITHMS = ['RS256'];

interface PoolOfIssuer {
  tenantId: string;
  pool: CognitoPool;
  issuer: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

/**
 * Whether the token was minted before the account's last disabling or sign-out. Pool tokens carry
 * no access epoch, only `iat` in whole seconds: a token of the epoch's own second is refused too,
 * so that none minted before it ever passes (the person signs in again).
 */
function mintedBefore(payload: JWTPayload, user: { tokensValidFrom: Date | null }): boolean {
  if (!user.tokensValidFrom) return false;
  return (payload.iat ?? 0) * 1000 <= user.tokensValidFrom.getTime();
}

export interface PoolTokenVerifier {
  /** Whether the token claims to come from one of the pools (read unverified, only to route it). */
  claims(token: string): boolean;
  /** The caller behind a pool's access token for the host's tenant; a 401 AppError otherwise. */
  verify(token: string, hostTenant: string): Promise<Caller>;
}

export function createPoolTokenVerifier({ settings, directory }: { settings: CognitoSettings; directory: IdentityDirectory }): PoolTokenVerifier {
  const byIssuer = new Map<string, PoolOfIssuer>(
    Object.entries(settings.pools).map(([tenantId, pool]) => {
      const issuer = poolIssuer(settings, pool.userPoolId);
      // Fetched on first use and kept; fetched again when a token names a key not seen yet.
      const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
      return [issuer, { tenantId, pool, issuer, jwks }];
    }),
  );

  function poolOf(token: string): PoolOfIssuer | undefined {
    try {
      const { iss } = decodeJwt(token);
      return iss ? byIssuer.get(iss) : undefined;
    } catch {
      return undefined;
    }
  }

  async function checkedPayload(token: string, { issuer, jwks, pool }: PoolOfIssuer): Promise<JWTPayload> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, { issuer, algorithms: POOL_ALGORITHMS }));
    } catch {
      throw unauthorized();
    }
    // An ID token, or an access token of another app client of the pool, opens nothing here.
    if (payload.token_use !== 'access' || payload.client_id !== pool.appClientId || typeof payload.username !== 'string') throw unauthorized();
    return payload;
  }

  return {
    claims: (token) => poolOf(token) !== undefined,
    async verify(token, hostTenant) {
      const found = poolOf(token);
      if (!found) throw unauthorized();
      const payload = await checkedPayload(token, found);
      const { tenantId } = found;
      // The account as it is now (facts cache): disabled, deleted, signed out or a role removed holds at once.
      const user = await directory.findById(tenantId, payload.username as string);
      if (!user?.enabled || mintedBefore(payload, user)) throw unauthorized();
      const isSuperAdmin = user.roles.includes(SUPER_ADMIN_ROLE);
      if (tenantId !== hostTenant && !isSuperAdmin) throw unauthorized();
      return { userId: user.userId, tenantId, email: user.email, roles: user.roles, language: user.language, isSuperAdmin };
    },
  };
}
