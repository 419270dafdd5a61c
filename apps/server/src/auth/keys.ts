import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';

export const SIGNING_ALG = 'RS256';

export interface IdentityKeys {
  /** Private signing keys, newest first, as the provider's `jwks` wants them. */
  signing: JWK[];
  /** Public halves, for verifying access tokens without a network call. */
  verifying: JWK[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

/**
 * Signing and cookie keys, created on first start and kept in `server_secrets`, so tokens and
 * sessions outlive a restart. Insert-if-absent then read: two servers starting together agree.
 */
export async function loadKeys(db: Database): Promise<IdentityKeys> {
  const signing = await ensureSecret(db, 'oidc.jwks', async () => {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return [{ ...jwk, kid: crypto.randomUUID(), alg: SIGNING_ALG, use: 'sig' }];
  });
  const cookieKeys = await ensureSecret(db, 'oidc.cookie-keys', async () => [randomBytes(32).toString('base64url')]);
  return {
    signing,
    verifying: signing.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
    cookieKeys,
  };
}

async function ensureSecret<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const read = () =>
    db.unscoped(async (tx) => {
      const [row] = await tx.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
      return row?.value as T | undefined;
    });
  const existing = await read();
  if (existing !== undefined) return existing;
  const value = await create();
  await db.unscoped((tx) => tx.insert(serverSecrets).values({ name, value }).onConflictDoNothing());
  return (await read()) as T;
}
