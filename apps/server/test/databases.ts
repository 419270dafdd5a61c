import { createHash, randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { JOB_SCHEMA_VERSION } from '../src/jobs/schema.ts';

export type { Database } from '../src/db/client.ts';

const run = promisify(execFile);

/**
 * The databases every database test runs on: embedded PGlite always, and a PostgreSQL
 * server when TEST_DATABASE_URL is set. Each `open()` gives a fresh, empty, migrated database,
 * copied from a migrated template (below) and opened as the server opens one.
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

/**
 * What a migrated database holds depends on these alone: the migrations, the job queue's tables and
 * the PGlite build. A template is kept under their digest, so one made before any of them changed
 * is never used (opening still applies whatever is missing, as for any database).
 */
function templateKey(): string {
  const migrations = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
  const pglitePackage = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string };
  const digest = createHash('sha256').update(`pglite ${version}; pg-boss schema ${JOB_SCHEMA_VERSION}\n`);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]))
      .sort();
  for (const file of files(migrations)) digest.update(`${file.slice(migrations.length)}\n`).update(readFileSync(file));
  return digest.digest('hex').slice(0, 16);
}

const TEMPLATE_KEY = templateKey();
/** Where the PGlite template is kept for every test process of this run and of later ones. */
const TEMPLATE_DIR = join(tmpdir(), 'connector-test-databases');

let pgliteTemplate: Promise<string> | undefined;

/**
 * The file of a freshly migrated in-memory PGlite data directory (`dumpDataDir`, a tar of it):
 * made once, by whichever test needs it first, and kept in the temporary directory. Starting from
 * it skips PGlite's initdb and every migration, which were most of the seconds a test database cost.
 */
function migratedPgliteTemplate(): Promise<string> {
  pgliteTemplate ??= (async () => {
    const file = join(TEMPLATE_DIR, `pglite-${TEMPLATE_KEY}.tar`);
    if (existsSync(file)) return file;
    const db = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      if (db.queueAccess.kind !== 'pglite') throw new Error('not a PGlite database');
      const dump = await db.queueAccess.client.dumpDataDir('none');
      // Written aside and renamed, so a process running alongside never reads half a dump.
      mkdirSync(TEMPLATE_DIR, { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return file;
    } finally {
      await db.close();
    }
  })();
  pgliteTemplate.catch(() => (pgliteTemplate = undefined));
  return pgliteTemplate;
}

let pgliteDump: Promise<Blob> | undefined;
const migratedPgliteDump = (): Promise<Blob> => (pgliteDump ??= migratedPgliteTemplate().then((file) => new Blob([readFileSync(file)])));

/** A fresh, migrated, in-memory PGlite database, started from the migrated template. */
export const openMemoryDatabase = async (): Promise<Database> =>
  openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await migratedPgliteDump() });

const serverUrl = testDatabaseUrl();

export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: openMemoryDatabase },
  ...(serverUrl ? [{ name: 'postgres' as const, open: () => openFreshPostgres(serverUrl) }] : []),
];

/** A migrated PGlite database in `dataDir`, as a server with `DATA_DIR` opens it (benchmarks seed it first). */
export const openDataDirDatabase = (dataDir: string, sharedBuffersMb?: number): Promise<Database> =>
  openDatabase({ kind: 'pglite', dataDir, ...(sharedBuffersMb === undefined ? {} : { sharedBuffersMb }) });

/**
 * Puts a migrated embedded database into the data directory `dataDir`, which holds none yet, as a
 * server's first start would leave it: a copy of the migrated template. A server, or
 * `openDataDirDatabase`, then opens it as it reopens its own. For tests about something other than
 * a first start: creating the database on disk takes PGlite seconds, and a minute was seen on a
 * busy machine (from the template: five seconds on the same machine).
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const template = await migratedPgliteTemplate();
  const target = join(dataDir, 'pglite');
  mkdirSync(target, { recursive: true });
  // The template names its files from the root of the data directory (`/base/1/…`).
  await run('tar', ['-xf', template, '-C', target]);
}

/** The database of a PostgreSQL URL, migrated, as a server with `DATABASE_URL` opens it. */
export const openPostgresDatabase = (url: string): Promise<Database> => openDatabase({ kind: 'postgres', url });

/** The URL of database `name` on the PostgreSQL server at `serverUrl`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `fn` with a connection to the server's own database at `serverUrl`. */
async function asAdmin<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * The name of a migrated database on the server to copy fresh ones from, made once per set of
 * migrations and kept on the server for later runs. It is built under another name and renamed
 * when complete, under a lock, so that test files and runs alongside never copy a half-made one.
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  let template = postgresTemplates.get(serverUrl);
  if (!template) {
    template = asAdmin(serverUrl, async (admin) => {
      const name = `test_template_${TEMPLATE_KEY}`;
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
      if (!(await exists())) {
        const building = `${name}_${randomBytes(4).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        try {
          await (await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building) })).close();
          await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        } catch (error) {
          await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
          throw error;
        }
      }
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
      return name;
    });
    postgresTemplates.set(serverUrl, template);
    template.catch(() => postgresTemplates.delete(serverUrl));
  }
  return template;
}

/**
 * Creates a database on the PostgreSQL server at `serverUrl`, empty or, with `template`, a copy of
 * that one; `drop()` removes it (connections included).
 */
export async function createFreshPostgres(serverUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await asAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      await asAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A fresh, migrated database on the PostgreSQL server at `serverUrl`, copied from the migrated
 * template; closing it drops it (tests, benchmarks).
 */
export async function openFreshPostgres(serverUrl: string): Promise<Database> {
  const fresh = await createFreshPostgres(serverUrl, await migratedPostgresTemplate(serverUrl));
  const db = await openDatabase({ kind: 'postgres', url: fresh.url });
  return {
    ...db,
    async close() {
      await db.close();
      await fresh.drop();
    },
  };
}
