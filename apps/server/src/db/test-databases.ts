import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabaseUrl } from '../config.ts';
import { openDatabase, type Database } from './client.ts';

/**
 * The databases every database test runs on: embedded PGlite always, and a PostgreSQL
 * server when TEST_DATABASE_URL is set. Each `open()` gives a fresh, empty, migrated database.
 */
export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

const serverUrl = testDatabaseUrl();

export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: () => openDatabase({ kind: 'pglite', dataDir: null }) },
  ...(serverUrl ? [{ name: 'postgres' as const, open: () => openFreshPostgres(serverUrl) }] : []),
];

/** A fresh database on the PostgreSQL server at `serverUrl`; closing it drops it (tests, benchmarks). */
export async function openFreshPostgres(serverUrl: string): Promise<Database> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...db,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
