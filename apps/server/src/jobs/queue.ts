import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, type Db, type Job } from 'pg-boss';
import type { Database, Tx } from '../db/client.ts';
import { jobAttempts, secondsSince, type JobAttemptMessage } from '../observability/channels.ts';
import { createBoss, ensureQueue } from './boss.ts';
import type { JobDefinition, JobRegistry } from './definitions.ts';
import type { JobHandler, JobQueue, WorkOptions } from './port.ts';
import { jobCommands } from './queue-commands.ts';
import { JOB_SCHEMA } from './schema.ts';
import { QUEUE_TIMING, type QueueTiming } from './settings.ts';

export interface JobQueueDeps<R extends JobRegistry> {
  db: Database;
  registry: R;
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  timing?: QueueTiming;
}

/** The reason a handler's signal gives when the server stops. */
export class JobQueueStopping extends Error {
  constructor() {
    super('the server is stopping');
    this.name = 'JobQueueStopping';
  }
}

/** The job queue on pg-boss: see `JobQueue` for what it promises, and connection.ts for where it runs. */
export function createJobQueue<R extends JobRegistry>({ db, registry, logger, timing = QUEUE_TIMING }: JobQueueDeps<R>): JobQueue<R> {
  const boss = createBoss(db.queueAccess, logger, timing);
  const stopping = new AbortController();
  const workers: Array<() => Promise<unknown>> = [];
  /** The ids of this instance's workers, by job name. */
  const workerIds = new Map<string, string[]>();
  let state: 'new' | 'started' | 'stopped' = 'new';

  const mustBeStarted = () => {
    if (state !== 'started') throw new Error(`The job queue is ${state === 'new' ? 'not started yet' : 'stopped'}`);
  };

  const definitionOf = (name: string): JobDefinition => {
    const definition = registry[name];
    if (!definition) throw new Error(`No job is registered as "${name}"`);
    return definition;
  };

  /** The caller's transaction, or one of the Database's (which joins the request's unit, if any). */
  const inTransaction = <T>(tx: Tx | undefined, fn: (db: Db) => Promise<T>): Promise<T> => {
    mustBeStarted();
    return tx ? fn(fromDrizzle(tx, sql)) : db.unscoped((own) => fn(fromDrizzle(own, sql)));
  };

  const startWorker = async (name: string, handler: JobHandler<unknown>, { concurrency = 1 }: WorkOptions) => {
    const attempt = { name, definition: definitionOf(name), handler, stopping: stopping.signal, logger };
    const options = { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: timing.pollingIntervalSeconds };
    const id = await boss.work<unknown>(name, options, async ([job]) => {
      if (job) await runAttempt(attempt, job);
    });
    workerIds.set(name, [...(workerIds.get(name) ?? []), id]);
  };

  return {
    ...jobCommands({ boss, definitionOf, inTransaction }),

    async work(name, handler, options = {}) {
      definitionOf(name);
      if (state === 'stopped') throw new Error('The job queue is stopped');
      const start = () => startWorker(name, handler as JobHandler<unknown>, options);
      if (state === 'started') await start();
      else workers.push(start);
    },

    wake(name) {
      if (state !== 'started') return;
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },

    async start() {
      if (state !== 'new') throw new Error('The job queue starts once');
      await boss.start();
      for (const [name, definition] of Object.entries(registry)) await ensureQueue(boss, timing, name, definition);
      state = 'started';
      for (const start of workers.splice(0)) await start();
    },

    get started() {
      return state === 'started';
    },

    async depths() {
      mustBeStarted();
      const { rows } = await db.unscoped((tx) => tx.execute<{ name: string; queued: number; oldest: number | null }>(sql.raw(DEPTH_QUERY)));
      const waiting = new Map(rows.map((row) => [row.name, row]));
      // Every registered queue, an empty one as 0: a series that vanished would read as unknown.
      return Object.keys(registry).map((name) => {
        const row = waiting.get(name);
        return { name, queued: row ? Number(row.queued) : 0, oldestSeconds: row?.oldest == null ? 0 : Number(row.oldest) };
      });
    },

    async supervise() {
      mustBeStarted();
      await boss.supervise();
    },

    async stop({ graceful = true } = {}) {
      state = 'stopped';
      stopping.abort(new JobQueueStopping());
      await boss.stop({ graceful, timeout: timing.stopTimeoutMs });
    },
  } satisfies JobQueue<JobRegistry> as JobQueue<R>;
}

/**
 * Jobs waiting per queue, and how long the longest-waiting one has been due (a job whose start
 * lies ahead, such as a retry's, is queued but not yet late). One pass over pg-boss's job table,
 * reading only queued rows.
 */
const DEPTH_QUERY = `
  select name, count(*)::int as queued,
    extract(epoch from now() - min(start_after) filter (where start_after <= now()))::float8 as oldest
  from ${JOB_SCHEMA}.job
  where state in ('created', 'retry')
  group by name`;

interface Attempt {
  name: string;
  definition: JobDefinition;
  handler: JobHandler<unknown>;
  /** Aborts when the server stops. */
  stopping: AbortSignal;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

/** One attempt at a job: its data checked again, its failure logged before pg-boss retries it. */
async function runAttempt({ name, definition, handler, stopping, logger }: Attempt, job: Job<unknown>): Promise<void> {
  const signal = AbortSignal.any([job.signal, stopping]);
  const startedAt = performance.now();
  const report = (outcome: JobAttemptMessage['outcome']) => {
    if (jobAttempts.hasSubscribers) jobAttempts.publish({ name, outcome, seconds: secondsSince(startedAt) } satisfies JobAttemptMessage);
  };
  try {
    await handler({ id: job.id, data: definition.data.parse(job.data), retryCount: job.retryCount, signal });
    report('completed');
  } catch (error) {
    report('failed');
    logger.warn({ err: error, job: { name, id: job.id, retryCount: job.retryCount } }, 'a job attempt failed');
    throw error;
  }
}
