import type { Db, JobWithMetadata, PgBoss } from 'pg-boss';
import type { Tx } from '../db/client.ts';
import type { JobDefinition, JobRegistry } from './definitions.ts';
import type { JobInfo, JobQueue, JobState } from './port.ts';

export interface JobCommandDeps {
  boss: PgBoss;
  definitionOf: (name: string) => JobDefinition;
  /** Runs `fn` in the caller's transaction, or in one of the Database's. */
  inTransaction: <T>(tx: Tx | undefined, fn: (db: Db) => Promise<T>) => Promise<T>;
}

export type JobCommands = Pick<JobQueue<JobRegistry>, 'send' | 'schedule' | 'unschedule' | 'cancel' | 'get'>;

/** What the application asks of the queue's jobs: each runs in a transaction of the Database (port.ts). */
export function jobCommands({ boss, definitionOf, inTransaction }: JobCommandDeps): JobCommands {
  return {
    async send(name, data, { tx, ...options } = {}) {
      const job = definitionOf(name).data.parse(data) as object;
      return inTransaction(tx, (db) => boss.send(name, job, { ...options, db }));
    },

    async schedule(name, cron, data, { tx, key, tz } = {}) {
      const job = definitionOf(name).data.parse(data) as object;
      return inTransaction(tx, (db) => boss.schedule(name, cron, job, { key, tz, db }));
    },

    async unschedule(name, { tx, key } = {}) {
      return inTransaction(tx, (db) => boss.unschedule(name, key, { db }));
    },

    async cancel(name, id, { tx } = {}) {
      const result = await inTransaction(tx, (db) => boss.cancel(name, id, { db }));
      return ((result as { affected?: number }).affected ?? 0) > 0;
    },

    async get(name, id, { tx } = {}) {
      const [job] = await inTransaction(tx, (db) => boss.findJobs(name, { id, db }));
      return job ? toInfo(job) : null;
    },
  };
}

/** Dates arrive as Date from pg-boss's own connection and as text through a drizzle transaction. */
const toDate = (value: Date | string | null | undefined) => (value == null ? null : new Date(value));

function toInfo(job: JobWithMetadata<unknown>): JobInfo {
  return {
    id: job.id,
    name: job.name,
    state: job.state as JobState,
    retryCount: Number(job.retryCount),
    singletonKey: job.singletonKey,
    createdOn: new Date(job.createdOn),
    startedOn: toDate(job.startedOn),
    completedOn: toDate(job.completedOn),
  };
}
