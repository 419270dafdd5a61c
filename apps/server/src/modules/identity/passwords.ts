import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id (its enum is a `const enum`, which isolated
// modules cannot import), with OWASP's minimum cost: 19 MiB, 2 passes.
const COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, COST);
}

/** A hash of a random password, checked when the account does not exist so both paths cost the same. */
let decoy: Promise<string> | null = null;

/** True when `password` matches `passwordHash`; with no hash, spends the same time and says no. */
export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword(crypto.randomUUID());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
