import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { createIdentityRepository, type IdentityRepository } from './repository.ts';

export const SIGNING_ALG = 'RS256';

export interface IdentityKeys {
  /** Private signing keys, newest first, as the provider's `jwks` wants them. */
  signing: JWK[];
  /** Public halves, for verifying access tokens without a network call. */
  verifying: JWK[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
  /** Key of the keyed hashes the provider's tokens and sessions are stored under (`oidc/grant-cipher.ts`). */
  grantKey: Buffer;
}

/**
 * Signing and cookie keys, created on first start and kept in `server_secrets` sealed with the
 * secrets key, so tokens and sessions outlive a restart and a copy of the database alone signs
 * nothing. Insert-if-absent then read: two servers starting together agree.
 */
export async function loadKeys(
  db: Database,
  secrets: SecretBox,
  repository: IdentityRepository = createIdentityRepository(),
): Promise<IdentityKeys> {
  const ensure = <T>(name: string, create: () => Promise<T>) => ensureSecret({ db, repository, secrets }, name, create);
  const signing = await ensure('oidc.jwks', async () => {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return [{ ...jwk, kid: crypto.randomUUID(), alg: SIGNING_ALG, use: 'sig' }];
  });
  const cookieKeys = await ensure('oidc.cookie-keys', async () => [randomBytes(32).toString('base64url')]);
  const grantKey = await ensure('oidc.grant-key', async () => randomBytes(32).toString('base64url'));
  return {
    signing,
    verifying: signing.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
    cookieKeys,
    grantKey: Buffer.from(grantKey, 'base64url'),
  };
}

/** How a key is stored: its JSON, sealed. Rows written before sealing hold the value itself. */
interface SealedValue {
  sealed: string;
}
const isSealed = (value: unknown): value is SealedValue =>
  typeof value === 'object' && value !== null && typeof (value as Partial<SealedValue>).sealed === 'string';

async function ensureSecret<T>(
  { db, repository, secrets }: { db: Database; repository: IdentityRepository; secrets: SecretBox },
  name: string,
  create: () => Promise<T>,
): Promise<T> {
  const seal = (value: T): SealedValue => ({ sealed: secrets.seal(JSON.stringify(value)) });
  const open = ({ sealed }: SealedValue): T => {
    try {
      return JSON.parse(secrets.open(sealed)) as T;
    } catch {
      throw new Error(`The server secret ${name} cannot be opened: SECRETS_KEY (or DATA_DIR/secrets.key) is not the key it was sealed with`);
    }
  };
  const read = () => db.unscoped((tx) => repository.readSecret(tx, name));
  const existing = await read();
  if (isSealed(existing)) return open(existing);
  if (existing !== undefined && existing !== null) {
    // Kept in clear by an earlier version: sealed now, the keys themselves unchanged.
    await db.unscoped((tx) => repository.replaceSecret(tx, name, seal(existing as T)));
    return existing as T;
  }
  const created = seal(await create());
  await db.unscoped((tx) => repository.insertSecret(tx, name, created));
  const stored = await read();
  if (!isSealed(stored)) throw new Error(`The server secret ${name} could not be stored`);
  return open(stored);
}
