import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../crypto/secret-box.ts';
import type { Database } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { loadKeys } from './keys.ts';

const box = () => createSecretBox(randomBytes(32));
const stored = (db: Database, name: string) =>
  db.unscoped(async (tx) => (await tx.select().from(serverSecrets).where(eq(serverSecrets.name, name)))[0]?.value);

describe.each(testDatabases)('server keys on $name', (database) => {
  let db: Database;
  beforeEach(async () => {
    db = await database.open();
  });
  afterEach(() => db?.close());

  it('keeps the signing and cookie keys sealed, and gives the same keys back on the next start', async () => {
    const secrets = box();
    const first = await loadKeys(db, secrets);
    expect(first.signing[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.verifying[0]).not.toHaveProperty('d');

    for (const name of ['oidc.jwks', 'oidc.cookie-keys']) {
      const value = JSON.stringify(await stored(db, name));
      expect(value).toMatch(/^\{"sealed":"v1:/);
      expect(value).not.toContain(first.cookieKeys[0]);
      expect(value).not.toContain(String(first.signing[0]?.d));
    }
    expect(await loadKeys(db, secrets)).toEqual(first);
  });

  it('seals keys an earlier version kept in clear, without changing them', async () => {
    const cookieKeys = ['legacy-cookie-key'];
    await db.unscoped((tx) => tx.insert(serverSecrets).values({ name: 'oidc.cookie-keys', value: cookieKeys }));
    const secrets = box();
    expect((await loadKeys(db, secrets)).cookieKeys).toEqual(cookieKeys);
    expect(JSON.stringify(await stored(db, 'oidc.cookie-keys'))).not.toContain('legacy-cookie-key');
    expect((await loadKeys(db, secrets)).cookieKeys).toEqual(cookieKeys);
  });

  it('refuses to start with another secrets key rather than sign with unreadable keys', async () => {
    await loadKeys(db, box());
    await expect(loadKeys(db, box())).rejects.toThrow(/oidc\.jwks cannot be opened: SECRETS_KEY/);
  });
});
