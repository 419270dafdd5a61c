import type { PGlite } from '@electric-sql/pglite';
import type { ConstructorOptions, Db } from 'pg-boss';
import { APP_ROLE, type QueueAccess } from '../db/client.ts';

/** At most this many connections for pg-boss's polling, heartbeats and supervision. */
const POOL_SIZE = 4;

/**
 * Where pg-boss runs its own statements, always as the application role (the owner installed its
 * tables and granted them: schema.ts).
 *
 * PostgreSQL: a small pool of its own, apart from the request pool, so that requests holding every
 * connection cannot delay a heartbeat until the job looks dead, and a burst of jobs cannot starve
 * requests. The role is set as the connection starts, before any statement.
 *
 * PGlite: the one embedded session, shared with the request units (see `pgliteDatabase`).
 */
export function bossConnection(access: QueueAccess): ConstructorOptions {
  if (access.kind === 'postgres') {
    return { connectionString: access.url, options: `-c role=${APP_ROLE}`, max: POOL_SIZE };
  }
  // No autovacuum runs in PGlite, so pg-boss's vacuum check would only ever warn.
  return { db: pgliteDatabase(access.client), backend: 'pglite', monitorVacuum: false };
}

/**
 * pg-boss on the embedded database. PGlite runs one transaction at a time: `query`, `exec` and
 * `transaction` each wait for the transaction in progress, such as a request unit's. So one of these
 * statements issued while a request holds a transaction waits for it to end, and cannot deadlock as
 * long as nothing inside a transaction waits for one of these statements in turn. That is why only
 * pg-boss's background work (polling, heartbeats, supervision, schedules, settling jobs) comes here,
 * while everything the application asks of the queue runs in the caller's transaction (queue.ts).
 */
function pgliteDatabase(client: PGlite): Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // Text without parameters may be a script with its own BEGIN ... COMMIT (pg-boss's locked
      // passes). Inside PGlite's transaction a failed statement is rolled back before the session is
      // let go; run bare, the session would stay in the failed transaction until a ROLLBACK that
      // queues behind whichever request takes the session first.
      return client.transaction(async (tx) => ({ rows: (await tx.exec(text)).flatMap((result) => result.rows) }));
    },
  };
}
