import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { QueueAccess } from '../db/client.ts';
import { bossConnection } from './connection.ts';
import { JOB_DEFAULTS, type JobDefinition } from './definitions.ts';
import { JOB_SCHEMA } from './schema.ts';
import type { QueueTiming } from './settings.ts';

/** pg-boss as the queue runs it, its errors and warnings sent to the log. */
export function createBoss(access: QueueAccess, logger: Pick<FastifyBaseLogger, 'error' | 'warn'>, timing: QueueTiming): PgBoss {
  const boss = new PgBoss({
    ...bossConnection(access),
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
  return boss;
}

/** Creates the queue of `name` with its definition's settings, or brings an existing one up to date. */
export async function ensureQueue(boss: PgBoss, timing: QueueTiming, name: string, definition: JobDefinition): Promise<void> {
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
}
