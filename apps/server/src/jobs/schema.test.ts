import { sql } from 'drizzle-orm';
import pg from 'pg';
import { getMigrationPlans, getRollbackPlans } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type Database } from '../../test/databases.ts';
import { APP_ROLE } from '../db/client.ts';
import { installJobSchema, JOB_SCHEMA, JOB_SCHEMA_VERSION, migrationParts, type OwnerSession } from './schema.ts';

/** Runs `fn` with the owner's session, as start-up does: the server's own runs as the application role. */
async function asOwner<T>(db: Database, fn: (owner: OwnerSession) => Promise<T>): Promise<T> {
  const access = db.queueAccess;
  if (access.kind === 'pglite') {
    await access.client.exec('RESET ROLE');
    try {
      return await fn(access.client);
    } finally {
      await access.client.exec(`SET ROLE ${APP_ROLE}`);
    }
  }
  const owner = new pg.Client({ connectionString: access.url });
  await owner.connect();
  try {
    return await fn(owner);
  } finally {
    await owner.end();
  }
}

/** Statements without parameters, several at once. */
const script = async (owner: OwnerSession, text: string) => void ('exec' in owner ? await owner.exec(text) : await owner.query(text));

async function versionOf(owner: OwnerSession): Promise<number | undefined> {
  const text = `select version::int as version from ${JOB_SCHEMA}.version`;
  const { rows } = 'exec' in owner ? await owner.query<{ version: number }>(text) : await owner.query<{ version: number }>(text);
  return rows[0]?.version;
}

describe.each(testDatabases)('the job queue tables on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it('are there at the version this build expects, usable but not alterable by the application role', async () => {
    const [privileges] = (
      await db.unscoped((tx) =>
        tx.execute<Record<string, boolean>>(sql`
          select has_schema_privilege(${JOB_SCHEMA}, 'USAGE') as "useSchema",
                 has_schema_privilege(${JOB_SCHEMA}, 'CREATE') as "createInSchema",
                 has_table_privilege(${`${JOB_SCHEMA}.job`}, 'SELECT, INSERT, UPDATE, DELETE') as "writeJobs",
                 has_table_privilege(${`${JOB_SCHEMA}.job`}, 'TRUNCATE') as "truncateJobs",
                 pg_has_role((select tableowner from pg_tables where schemaname = ${JOB_SCHEMA} and tablename = 'job'), 'MEMBER') as "ownsJobs"`),
      )
    ).rows;
    expect(privileges).toEqual({ useSchema: true, createInSchema: false, writeJobs: true, truncateJobs: false, ownsJobs: false });
    expect(await asOwner(db, versionOf)).toBe(JOB_SCHEMA_VERSION);
  });

  it('are upgraded from an older pg-boss at start-up, index builds included', async () => {
    const older = JOB_SCHEMA_VERSION - 10;
    await asOwner(db, async (owner) => {
      for (let version = JOB_SCHEMA_VERSION; version > older; version--) await script(owner, getRollbackPlans(JOB_SCHEMA, version));
      expect(await versionOf(owner)).toBe(older);
      await installJobSchema(owner, APP_ROLE);
      expect(await versionOf(owner)).toBe(JOB_SCHEMA_VERSION);
    });
  });

  it('refuse to start under tables of a newer pg-boss', async () => {
    await asOwner(db, async (owner) => {
      await script(owner, `update ${JOB_SCHEMA}.version set version = ${JOB_SCHEMA_VERSION + 1}`);
      try {
        await expect(installJobSchema(owner, APP_ROLE)).rejects.toThrow(/newer than this build/);
      } finally {
        await script(owner, `update ${JOB_SCHEMA}.version set version = ${JOB_SCHEMA_VERSION}`);
      }
    });
  });
});

describe('a pg-boss migration plan', () => {
  it('is cut into its transaction and the index builds that must each run alone', () => {
    const [transaction, ...builds] = migrationParts(getMigrationPlans(JOB_SCHEMA, JOB_SCHEMA_VERSION - 10));
    expect(transaction).toMatch(/^\s*BEGIN;[\s\S]*COMMIT;\s*$/);
    expect(builds.length).toBeGreaterThan(0);
    for (const build of builds) {
      expect(build).toMatch(/^-- inlined from [^\n]*\n(CREATE|DROP) (UNIQUE )?INDEX CONCURRENTLY [^;]*$/);
    }
  });
});
