import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { getConstructionPlans, getMigrationPlans } from 'pg-boss';
import pgBossPackage from 'pg-boss/package.json' with { type: 'json' };

/** The schema that holds the job queue's tables (pg-boss's own). */
export const JOB_SCHEMA = 'pgboss';

/** The version of pg-boss's tables this build expects. */
export const JOB_SCHEMA_VERSION: number = pgBossPackage.pgboss.schema;

/** The database owner's session during start-up: the PGlite instance, or a node-postgres client. */
export type OwnerSession = Pick<PGlite, 'exec' | 'query'> | pg.Client;

/**
 * Creates or upgrades the job queue's tables as the database owner, then lets `appRole` use them.
 * Runs where the drizzle migrations run (db/client.ts), under the same lock: the server itself runs
 * as the application role, which may read and write these tables but not create or alter them, so
 * pg-boss is started with `migrate: false` and never needs more.
 */
export async function installJobSchema(owner: OwnerSession, appRole: string): Promise<void> {
  const version = await installedVersion(owner);
  if (version === null) {
    await script(owner, getConstructionPlans(JOB_SCHEMA));
  } else if (version < JOB_SCHEMA_VERSION) {
    for (const part of migrationParts(getMigrationPlans(JOB_SCHEMA, version))) await script(owner, part);
  } else if (version > JOB_SCHEMA_VERSION) {
    throw new Error(
      `The job queue's tables are at pg-boss schema version ${version}, newer than this build's ${JOB_SCHEMA_VERSION}. ` +
        'Start the newer build, or roll the tables back with pg-boss getRollbackPlans().',
    );
  }
  // Every time, not only after a change: idempotent, and it covers a table a migration added.
  await script(
    owner,
    [
      `GRANT USAGE ON SCHEMA ${JOB_SCHEMA} TO ${appRole}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${JOB_SCHEMA} TO ${appRole}`,
      `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${JOB_SCHEMA} TO ${appRole}`,
      `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${JOB_SCHEMA} TO ${appRole}`,
    ].join(';\n'),
  );
}

async function installedVersion(owner: OwnerSession): Promise<number | null> {
  const [table] = await rows<{ found: boolean }>(owner, `select to_regclass('${JOB_SCHEMA}.version') is not null as found`);
  if (!table?.found) return null;
  const [row] = await rows<{ version: number | string }>(owner, `select version from ${JOB_SCHEMA}.version`);
  return row ? Number(row.version) : null;
}

async function rows<T>(owner: OwnerSession, sql: string): Promise<T[]> {
  return 'exec' in owner ? (await owner.query<T>(sql)).rows : (await owner.query(sql)).rows as T[];
}

/** A script of several statements, without parameters (the simple query protocol on both drivers). */
async function script(owner: OwnerSession, sql: string): Promise<void> {
  if ('exec' in owner) await owner.exec(sql);
  else await owner.query(sql);
}

/**
 * A migration is one transaction followed by index builds that must run outside any transaction,
 * one at a time (`CREATE INDEX CONCURRENTLY`); pg-boss's exported plan marks each of those with a
 * comment of its own, which is where the text is cut.
 */
export function migrationParts(plan: string): string[] {
  const [transaction = '', ...builds] = plan.split(/\n(?=-- inlined from )/);
  return [transaction, ...builds.map((build) => build.trim().replace(/;$/, ''))].filter((part) => part.trim() !== '');
}
