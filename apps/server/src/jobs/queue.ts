import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, PgBoss, type Db, type JobWithMetadata } from 'pg-boss';
import type { Database, Tx } from '../db/client.ts';
import { bossConnection } from './connection.ts';
import { JOB_DEFAULTS, type JobDefinition, type JobRegistry } from './definitions.ts';
import type { JobHandler, JobInfo, JobQueue, JobState, WorkOptions } from './port.ts';
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
  const boss = new PgBoss({
    ...bossConnection(db.queueAccess),
    schema: JOB_SCHEMA,
    // The owner creates and upgrades the tables at start-up (schema.ts); this runs as the application role.
    migrate: false,
    supervise: true,
    superviseIntervalSeconds: timing.superviseIntervalSeconds,
    monitorIntervalSeconds: timing.superviseIntervalSeconds,
    schedule: true,
    cronMonitorIntervalSeconds: timing.cronMonitorIntervalSeconds,
    cronWorkerIntervalSeconds: timing.cronWorkerIntervalSeconds,
    // Rebuilding indexes needs the tables' owner; the registry of instances and the telemetry are
    // writes and work nobody reads here.
    reindex: false,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  // Unheard, an 'error' event would end the process.
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  boss.on('warning', ({ message, data }) => logger.warn({ data }, message));

  const stopping = new AbortController();
  const workers: Array<() => Promise<unknown>> = [];
  /** The ids of this instance's workers, by job name. */
  const workerIds = new Map<string, string[]>();
  let state: 'new' | 'started' | 'stopped' = 'new';

  const definitionOf = (name: string): JobDefinition => {
    const definition = registry[name];
    if (!definition) throw new Error(`No job is registered as "${name}"`);
    return definition;
  };

  /** The caller's transaction, or one of the Database's (which joins the request's unit, if any). */
  const inTransaction = <T>(tx: Tx | undefined, fn: (db: Db) => Promise<T>): Promise<T> => {
    if (state !== 'started') throw new Error(`The job queue is ${state === 'new' ? 'not started yet' : 'stopped'}`);
    return tx ? fn(fromDrizzle(tx, sql)) : db.unscoped((own) => fn(fromDrizzle(own, sql)));
  };

  const ensureQueue = async (name: string, definition: JobDefinition) => {
    const { data: _, policy, retryDelayMax, ...settings } = { ...JOB_DEFAULTS, ...definition };
    const options = { ...settings, heartbeatSeconds: timing.heartbeatSeconds };
    // pg-boss takes a longest delay only along with backoff.
    const delayMax = settings.retryBackoff ? retryDelayMax : null;
    const existing = await boss.getQueue(name);
    if (!existing) return boss.createQueue(name, { policy, ...options, ...(delayMax === null ? {} : { retryDelayMax: delayMax }) });
    // pg-boss keeps a queue's policy for life: its unique indexes depend on it.
    if (existing.policy !== policy) {
      throw new Error(`Job queue "${name}" has the policy ${existing.policy}; the registry now says ${policy}. Rename the job, or delete its queue first.`);
    }
    await boss.updateQueue(name, { ...options, retryDelayMax: delayMax });
  };

  const startWorker = async (name: string, handler: JobHandler<unknown>, { concurrency = 1 }: WorkOptions) => {
    const definition = definitionOf(name);
    const options = { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: timing.pollingIntervalSeconds };
    const id = await boss.work<unknown>(name, options, async ([job]) => {
      if (!job) return;
      const signal = AbortSignal.any([job.signal, stopping.signal]);
      try {
        await handler({ id: job.id, data: definition.data.parse(job.data), retryCount: job.retryCount, signal });
      } catch (error) {
        logger.warn({ err: error, job: { name, id: job.id, retryCount: job.retryCount } }, 'a job attempt failed');
        throw error;
      }
    });
    workerIds.set(name, [...(workerIds.get(name) ?? []), id]);
  };

  return {
    async work(name, handler, options = {}) {
      definitionOf(name);
      if (state === 'stopped') throw new Error('The job queue is stopped');
      const start = () => startWorker(name, handler as JobHandler<unknown>, options);
      if (state === 'started') await start();
      else workers.push(start);
    },

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

    wake(name) {
      if (state !== 'started') return;
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },

    async start() {
      if (state !== 'new') throw new Error('The job queue starts once');
      await boss.start();
      for (const [name, definition] of Object.entries(registry)) await ensureQueue(name, definition);
      state = 'started';
      for (const start of workers.splice(0)) await start();
    },

    async stop({ graceful = true } = {}) {
      state = 'stopped';
      stopping.abort(new JobQueueStopping());
      await boss.stop({ graceful, timeout: timing.stopTimeoutMs });
    },
  } satisfies JobQueue<JobRegistry> as JobQueue<R>;
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
