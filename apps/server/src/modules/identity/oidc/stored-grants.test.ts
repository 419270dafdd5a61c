import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { oidcPayloads } from '../../../db/schema/index.ts';
import { openDataDirDatabase, seedDataDir, testDatabases } from '../../../../test/databases.ts';
import { beginSignIn, exchangeCode, refreshTokens, submitCredentials, type Tokens } from '../../../../test/sign-in.ts';
import { buildTestApp, TEST_ADMIN } from '../../../../test/test-app.ts';
import type { Services } from '../../../services.ts';

/** Every value of a real sign-in that lets its holder act as the user. */
interface Secrets {
  code: string;
  sessionCookie: string;
  interactionUid: string;
  first: Tokens;
  rotated: Tokens;
}

/** Signs the administrator in through the browser flow, then renews once, and keeps every bearer value seen. */
async function signInKeepingSecrets(app: FastifyInstance): Promise<Secrets> {
  const flow = await beginSignIn(app);
  const interactionUid = flow.action?.split('/')[3] ?? '';
  const callback = await submitCredentials(flow, TEST_ADMIN.email, TEST_ADMIN.password);
  if (typeof callback.headers.location !== 'string') throw new Error(`no redirect: ${callback.statusCode} ${callback.body.slice(0, 300)}`);
  const code = new URL(callback.headers.location).searchParams.get('code') ?? '';
  const sessionCookie = flow.browser.cookie('_session') ?? '';
  const first = await exchangeCode(flow, callback);
  const renewed = await refreshTokens(app, first.refresh_token as string);
  expect(renewed.statusCode).toBe(200);
  const rotated = renewed.json<Tokens>();
  for (const value of [code, sessionCookie, interactionUid, first.refresh_token, rotated.refresh_token]) {
    expect(value?.length).toBeGreaterThan(20);
  }
  return { code, sessionCookie, interactionUid, first, rotated };
}

const bearerValues = (s: Secrets) => ({
  code: s.code,
  sessionCookie: s.sessionCookie,
  interactionUid: s.interactionUid,
  refreshToken: s.first.refresh_token as string,
  rotatedRefreshToken: s.rotated.refresh_token as string,
});

/** Every row of every table the server can read, as text: what a dump of the database holds. */
async function dumpDatabase(db: Database): Promise<string> {
  return db.allTenants(async (tx) => {
    const tables = await tx.execute<{ name: string }>(
      sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
          where schemaname = 'public' and has_table_privilege(format('%I.%I', schemaname, tablename), 'select')`,
    );
    const parts: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await tx.execute(sql.raw(`select to_jsonb(t)::text as row from ${name} t`));
      parts.push(`${name}\n${rows.rows.map((r) => String((r as { row: string }).row)).join('\n')}`);
    }
    return parts.join('\n');
  });
}

describe.each(testDatabases)('stored grants on $name', (database) => {
  let db: Database;
  let app: FastifyInstance;
  let services: Services;

  beforeAll(async () => {
    db = await database.open();
    ({ app, services } = await buildTestApp(db));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('a database dump after a sign-in holds no code, session id nor refresh token', async () => {
    const secrets = await signInKeepingSecrets(app);
    const rows = await db.unscoped((tx) => tx.select().from(oidcPayloads));
    // The sign-in is stored (else the test would prove nothing): a session and a refresh token.
    expect(rows.map((row) => row.model)).toEqual(expect.arrayContaining(['Session', 'RefreshToken', 'Grant']));
    const dump = await dumpDatabase(db);
    expect(dump).toContain(TEST_ADMIN.email);
    for (const [name, value] of Object.entries(bearerValues(secrets))) {
      expect(dump.includes(value), `${name} in the dump`).toBe(false);
    }
  });

  it('the stored sign-in still works: renewal, and ending the account’s sessions', async () => {
    const { rotated } = await signInKeepingSecrets(app);
    const again = await refreshTokens(app, rotated.refresh_token as string);
    expect(again.statusCode).toBe(200);
    const latest = again.json<Tokens>();
    await services.identity.endSessions(decodeJwt(latest.id_token).sub as string);
    expect((await refreshTokens(app, latest.refresh_token as string)).statusCode).toBe(400);
  });

  it('a row kept in clear by an earlier version opens nothing', async () => {
    const { rotated } = await signInKeepingSecrets(app);
    const token = rotated.refresh_token as string;
    // Stored under the token itself, as before hashing, with a payload copied in clear.
    const [stored] = await db.unscoped((tx) => tx.select().from(oidcPayloads).where(sql`${oidcPayloads.model} = 'RefreshToken'`).limit(1));
    await db.unscoped((tx) =>
      tx.insert(oidcPayloads).values({ ...stored!, id: 'legacy-refresh-token-value-0123456789', payload: { jti: 'legacy', kind: 'RefreshToken' } }),
    );
    expect((await refreshTokens(app, 'legacy-refresh-token-value-0123456789')).statusCode).toBe(400);
    expect((await refreshTokens(app, token)).statusCode).toBe(200);
  });
});

/** Every file under `dir`, the write-ahead log included. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('stored grants in a data directory', () => {
  it('no file of the embedded database, write-ahead log included, holds a code, session id or refresh token', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grants-'));
    try {
      await seedDataDir(dir);
      const db = await openDataDirDatabase(dir);
      const { app } = await buildTestApp(db);
      let secrets: Secrets;
      try {
        secrets = await signInKeepingSecrets(app);
      } finally {
        await app.close();
        await db.close();
      }
      const files = filesUnder(dir).map((path) => ({ path, bytes: readFileSync(path) }));
      expect(files.some((file) => file.path.includes('pg_wal'))).toBe(true);
      // The search reads what the database wrote: the administrator's address is there.
      expect(files.some((file) => file.bytes.includes(TEST_ADMIN.email))).toBe(true);
      for (const [name, value] of Object.entries(bearerValues(secrets))) {
        const holding = files.filter((file) => file.bytes.includes(value)).map((file) => file.path);
        expect(holding, `files holding the ${name}`).toEqual([]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // A fresh data directory runs every migration on disk first.
  }, 180_000);
});
