import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg, { escapeLiteral } from 'pg';
import { installJobSchema } from '../jobs/schema.ts';
import { secondsSince, transactions, type TransactionMessage } from '../observability/channels.ts';
import { watchPool } from '../observability/pools.ts';
import { beginSpan, failed } from '../observability/spans.ts';
import { OwnerOnlyNodeFS, prepareDataDir } from './data-dir.ts';
import { preparingStatements } from './pg-statements.ts';
import { PgliteStatements } from './pglite-statements.ts';
import * as schema from './schema/index.ts';
import { createDatabase, type Database, type Driver, type OpenTransaction, type Scope, type Tx } from './unit.ts';

export type { Database, QueueAccess, Tx } from './unit.ts';

/** The role every application query runs as; row-level security applies to it. */
export const APP_ROLE = 'connector_app';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir: string | null;
      sharedBuffersMb?: number;
      /** An in-memory database only: starts from this dump of a data directory (`PGlite.dumpDataDir`) rather than an empty one. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; onIdleError?: (error: Error) => void };

/** What a statement through a transaction's handle meets once the transaction has ended. */
const TRANSACTION_ENDED = 'The transaction has ended: no statement can run in it';

/** The statement that scopes a transaction and reads the change generation, in one round trip. */
function scopeStatement(scope: Scope): string {
  const tenantId = typeof scope === 'object' ? scope.tenantId : '';
  return (
    `select set_config('app.tenant_id', ${escapeLiteral(tenantId)}, true), ` +
    `set_config('app.all_tenants', '${scope === 'all' ? 'on' : ''}', true), ` +
    '(select generation from cache_generation where id = 1) as generation'
  );
}

/**
 * Our transactions' statements, kept prepared (pglite-statements.ts, pg-statements.ts), are
 * planned once: PostgreSQL's own choice would plan a page's statement on every run, its LIMIT being
 * a parameter. Set for the transaction only: the job queue's statements, outside it, are planned
 * as before.
 */
const GENERIC_PLANS = `set_config('plan_cache_mode', 'force_generic_plan', true)`;

/** The generation a scope statement read (the last statement's single row). */
function generationOf(rows: readonly { generation?: unknown }[] | undefined): number {
  const value = Number(rows?.[0]?.generation);
  if (!Number.isSafeInteger(value)) throw new Error('cache_generation has no row: are the migrations applied?');
  return value;
}

/**
 * Drizzle's SQL dialect of a database handle, for transactions built by hand. They carry no
 * relational schema: the console writes its queries with the query builder, and a transaction
 * given one builds a relational query builder for every table each time it opens.
 */
const dialectOf = (db: unknown) => (db as { dialect: PgDialect }).dialect;

/**
 * Opens the database, applies migrations as the owner, then switches the session to the
 * non-owner application role so that row-level security holds for every later query.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir, options.sharedBuffersMb, options.loadDataDir)
    : openPostgres(options.url, options.onIdleError);
}

/**
 * PGlite's buffer cache is PostgreSQL's default (128 MB) unless asked for another size: it is
 * resident in memory from the start, and a store that outgrows it reads its pages through the file
 * system on every miss (`PGLITE_SHARED_BUFFERS_MB`, 32 MB by default: docs/decisions/032-memory.md).
 */
function pgliteStartParams(sharedBuffersMb: number | undefined): { startParams?: string[] } {
  if (sharedBuffersMb === undefined) return {};
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] };
}

/**
 * Keeps the embedded database's WebAssembly on V8's baseline compiler (Liftoff), which compiles
 * each function once, as it is first called. By default V8 also recompiles the hottest functions
 * with its optimizing compiler; among them is PostgreSQL's largest (105 KB of WebAssembly), whose
 * compilation alone takes about 600 MB for a second or more, of which the allocator keeps about
 * 100 MB: more than the whole server needs otherwise (docs/decisions/032-memory.md).
 * Process-wide, and read by V8 when it compiles a module: call it before the first PGlite opens.
 */
export function keepPgliteOnBaselineCompiler(): void {
  // Both: the first alone has V8 optimize every function up front, and V8 does not consult the
  // second while dynamic tiering is on.
  setFlagsFromString('--no-wasm-dynamic-tiering');
  setFlagsFromString('--no-wasm-tier-up');
}

async function openPglite(dataDir: string | null, sharedBuffersMb?: number, loadDataDir?: Blob): Promise<Database> {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const storage = dataDir ? { fs: new OwnerOnlyNodeFS(join(dataDir, 'pglite')) } : { dataDir: 'memory://', ...(loadDataDir ? { loadDataDir } : {}) };
    const client = new PGlite({ ...storage, ...pgliteStartParams(sharedBuffersMb), extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    await installJobSchema(client, APP_ROLE);
    // PGlite runs no autovacuum, so the start does its work: statistics for the planner, and the
    // visibility map that lets a count read an index alone (the connected list's totals). Only our
    // tables: the system catalogs as well took most of a restart's time. Pages already all-visible
    // are skipped, so a start after a quiet stop costs little.
    const ours = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    await client.exec(`VACUUM (ANALYZE) ${ours.rows.map((row) => row.name).join(', ')}`);
    await client.exec(`SET ROLE ${APP_ROLE}`);
    const dialect = dialectOf(db);
    const statements = new PgliteStatements(client);
    const driver: Driver = {
      kind: 'pglite',
      // The transaction holds PGlite's lock, so no other work interleaves; the scope and the
      // generation go in one simple-protocol statement with its BEGIN.
      open: (scope) =>
        new Promise<OpenTransaction>((opened, failed) => {
          let end!: (commit: boolean) => void;
          const ending = new Promise<boolean>((resolve) => (end = resolve));
          const finished = statements
            .transaction(`${scopeStatement(scope)}, ${GENERIC_PLANS}`, async (rows) => {
              let active = true;
              // A handle kept past the end must not run in whichever transaction holds the lock next.
              const query: PgliteStatements['query'] = (text, params, options) =>
                active ? statements.query(text, params, options) : Promise.reject(new Error(TRANSACTION_ENDED));
              const session = new PgliteSession({ query } as unknown as PGlite, dialect, undefined, {});
              opened({
                tx: new PgliteTransaction(dialect, session, undefined) as unknown as Tx,
                generation: generationOf(rows as { generation?: unknown }[]),
                setScope: async (next) => void (await query(scopeStatement(next))),
                end: async (commit) => {
                  end(commit);
                  await finished;
                },
              });
              const commit = await ending;
              active = false;
              return { commit, value: undefined };
            })
            .catch((error: unknown) => {
              failed(error);
              throw error;
            });
          // Errors after opening reach the caller through `end`; before it, through `failed`.
          finished.catch(() => {});
        }),
      migrationsApplied: () => countMigrations(db as unknown as Tx),
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
    return { ...createDatabase(observed(driver)), queueAccess: { kind: 'pglite', client } };
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
    await installJobSchema(owner, APP_ROLE);
  } finally {
    await owner.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover, a dropped database) emits 'error';
  // unheard it would end the process. The pool replaces the connection; queries report their own.
  pool.on('error', (error) => onIdleError(error));
  // Queued before any other query of the new connection, so no query runs as the owner.
  pool.on('connect', (client) => void client.query(`SET ROLE ${APP_ROLE}`));
  const db = drizzlePg(pool, { schema }) as unknown as Tx;
  const dialect = dialectOf(db);
  const driver: Driver = {
    kind: 'postgres',
    async open(scope) {
      const client = await pool.connect();
      try {
        // BEGIN and the scope in one simple-protocol round trip (no parameters: the tenant id is an escaped literal).
        const results = (await client.query(`begin; ${scopeStatement(scope)}, ${GENERIC_PLANS}`)) as unknown as pg.QueryResult[];
        let active = true;
        const refusal = () => (active ? null : new Error(TRANSACTION_ENDED));
        const session = new NodePgSession(preparingStatements(client, refusal), dialect, undefined, {});
        return {
          tx: new NodePgTransaction(dialect, session, undefined) as unknown as Tx,
          generation: generationOf(results[1]?.rows),
          setScope: async (next) => void (await client.query(scopeStatement(next))),
          async end(commit) {
            // The connection goes back to the pool: a handle kept past the end must not reach it.
            active = false;
            try {
              await client.query(commit ? 'commit' : 'rollback');
              client.release();
            } catch (error) {
              // A connection that cannot end its transaction is not given to anyone else.
              client.release(error as Error);
              throw error;
            }
          },
        };
      } catch (error) {
        await client.query('rollback').catch(() => {});
        client.release(error as Error);
        throw error;
      }
    },
    migrationsApplied: () => countMigrations(db),
    close: () => {
      unwatch();
      return pool.end();
    },
  };
  const unwatch = watchPool(pool);
  return { ...createDatabase(observed(driver)), queueAccess: { kind: 'postgres', url } };
}

/**
 * Each transaction timed for the metrics and given a span for the traces, when either is on:
 * from BEGIN to COMMIT or ROLLBACK, the time a connection (or PGlite's one session) is held.
 */
function observed(driver: Driver): Driver {
  const system = driver.kind === 'pglite' ? 'pglite' : 'postgresql';
  return {
    ...driver,
    async open(scope) {
      const timed = transactions.hasSubscribers;
      const span = beginSpan('db transaction', { 'db.system': system });
      if (!timed && !span) return driver.open(scope);
      const startedAt = performance.now();
      const report = (outcome: TransactionMessage['outcome'], error?: unknown) => {
        if (timed) transactions.publish({ outcome, seconds: secondsSince(startedAt) } satisfies TransactionMessage);
        if (span && error !== undefined) failed(span, error);
        span?.end();
      };
      let open: OpenTransaction;
      try {
        open = await driver.open(scope);
      } catch (error) {
        report('error', error);
        throw error;
      }
      return {
        ...open,
        async end(commit) {
          try {
            await open.end(commit);
            report(commit ? 'commit' : 'rollback');
          } catch (error) {
            report('error', error);
            throw error;
          }
        },
      };
    },
  };
}

async function countMigrations(db: Tx): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return Number(result.rows[0]?.count ?? 0);
}

/** PGlite files belong to one process; a second one gets a clear refusal, not corruption. */
function lockDataDir(dataDir: string): () => void {
  prepareDataDir(dataDir);
  const lockPath = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
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
