import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';

export type { Database } from '../src/db/client.ts';

/**
 * The databases every database test runs on: embedded PGlite always, and a PostgreSQL
 * server when TEST_DATABASE_URL is set. Each `open()` gives a fresh, empty, migrated database.
 */
export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/**
 * The PostgreSQL server the database tests also run on (`TEST_DATABASE_URL`), if any. Read here,
 * not in the server's config: the product never runs against a test database.
 */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.TEST_DATABASE_URL || undefined;
}

/** A fresh, migrated, in-memory PGlite database. */
export const openMemoryDatabase = (): Promise<Database> => openDatabase({ kind: 'pglite', dataDir: null });

const serverUrl = testDatabaseUrl();

export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: openMemoryDatabase },
  ...(serverUrl ? [{ name: 'postgres' as const, open: () => openFreshPostgres(serverUrl) }] : []),
];

/** A migrated PGlite database in `dataDir`, as a server with `DATA_DIR` opens it (benchmarks seed it first). */
export const openDataDirDatabase = (dataDir: string, sharedBuffersMb?: number): Promise<Database> =>
  openDatabase({ kind: 'pglite', dataDir, ...(sharedBuffersMb === undefined ? {} : { sharedBuffersMb }) });

/** The database of a PostgreSQL URL, migrated, as a server with `DATABASE_URL` opens it. */
export const openPostgresDatabase = (url: string): Promise<Database> => openDatabase({ kind: 'postgres', url });

/** Creates an empty database on the PostgreSQL server at `serverUrl`; `drop()` removes it (connections included). */
export async function createFreshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A fresh database on the PostgreSQL server at `serverUrl`; closing it drops it (tests, benchmarks). */
export async function openFreshPostgres(serverUrl: string): Promise<Database> {
  const fresh = await createFreshPostgres(serverUrl);
  const db = await openDatabase({ kind: 'postgres', url: fresh.url });
  return {
    ...db,
    async close() {
      await db.close();
      await fresh.drop();
    },
  };
}
