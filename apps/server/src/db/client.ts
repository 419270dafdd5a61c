import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database handle or an open transaction; repositories accept either. Both drivers answer `execute` with `{ rows }`. */
export type Tx = PgDatabase<NodePgQueryResultHKT, Schema>;

/** The role every application query runs as; row-level security applies to it. */
export const APP_ROLE = 'connector_app';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction that sees only `tenantId`'s rows. */
  forTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction that sees every tenant (super administrator, seeding). */
  allTenants<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction with no tenant set: tenant-owned tables show no rows. */
  unscoped<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Number of migrations recorded as applied. */
  migrationsApplied(): Promise<number>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string; onIdleError?: (error: Error) => void };

function scoped(db: Tx, kind: Database['kind'], close: () => Promise<void>): Database {
  const run = <T>(setting: ReturnType<typeof sql> | null, fn: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      if (setting) await tx.execute(setting);
      return fn(tx as unknown as Tx);
    });
  return {
    kind,
    forTenant: (tenantId, fn) => run(sql`select set_config('app.tenant_id', ${tenantId}, true)`, fn),
    allTenants: (fn) => run(sql`select set_config('app.all_tenants', 'on', true)`, fn),
    unscoped: (fn) => run(null, fn),
    async migrationsApplied() {
      const result = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      return Number(result.rows[0]?.count ?? 0);
    },
    close,
  };
}

/**
 * Opens the database, applies migrations as the owner, then switches the session to the
 * non-owner application role so that row-level security holds for every later query.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options.dataDir) : openPostgres(options.url, options.onIdleError);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = new PGlite(dataDir ? join(dataDir, 'pglite') : 'memory://', { extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    // PGlite runs no autovacuum, so the planner has no statistics unless asked for them. Only our
    // tables: analysing the system catalogs as well took most of a restart's time.
    const ours = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    await client.exec(`ANALYZE ${ours.rows.map((row) => row.name).join(', ')}`);
    await client.exec(`SET ROLE ${APP_ROLE}`);
    return scoped(db as unknown as Tx, 'pglite', async () => {
      await client.close();
      releaseLock();
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function openPostgres(url: string, onIdleError: (error: Error) => void = () => {}): Promise<Database> {
  const owner = new pg.Client({ connectionString: url });
  await owner.connect();
  try {
    // Instances behind a load balancer start together: one migrates, the others wait for it and
    // then find nothing to do. The lock goes with the owner's session.
    await owner.query('select pg_advisory_lock(hashtext($1))', ['connector:migrations']);
    await migratePg(drizzlePg(owner, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await owner.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover, a dropped database) emits 'error';
  // unheard it would end the process. The pool replaces the connection; queries report their own.
  pool.on('error', (error) => onIdleError(error));
  // Queued before any other query of the new connection, so no query runs as the owner.
  pool.on('connect', (client) => void client.query(`SET ROLE ${APP_ROLE}`));
  const db = drizzlePg(pool, { schema });
  return scoped(db as unknown as Tx, 'postgres', () => pool.end());
}

/** PGlite files belong to one process; a second one gets a clear refusal, not corruption. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      rmSync(lockPath, { force: true }); // left by a process that is gone
    }
  }
  throw new DataDirInUseError(dataDir, 0);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already in use by another process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop that process, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Number of migrations shipped with this build (read from drizzle's journal). */
export function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}
