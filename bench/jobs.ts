/**
 * A benchmark's view of the job queue: the newest job of a name, read from the queue's own row,
 * and a wait until it completes. Start and end come from the queue, not from polling.
 */
import type { Database } from '@connector/server/test-kit';

const TENANT = 'default';
const POLL_MS = 200;
const JOB_TIMEOUT_MS = 15 * 60_000;

export interface JobRow {
  state: string;
  created: number;
  started: number | null;
  completed: number | null;
  output: unknown;
}

/** The newest job named `name`; a request's own when the request committed it before answering. */
async function latestJob(db: Database, name: string): Promise<JobRow | undefined> {
  const { rows } = await db.forTenant(TENANT, (tx) =>
    tx.execute(`
      SELECT state, extract(epoch from created_on)::float8 * 1000 AS created, extract(epoch from started_on)::float8 * 1000 AS started,
             extract(epoch from completed_on)::float8 * 1000 AS completed, output
      FROM pgboss.job WHERE name = '${name}' ORDER BY created_on DESC LIMIT 1`),
  );
  return (rows as unknown as JobRow[])[0];
}

/** Waits until the newest job named `name` completes; a failed or retried attempt ends the benchmark. */
export async function waitForJob(db: Database, name: string): Promise<JobRow & { started: number; completed: number }> {
  const until = performance.now() + JOB_TIMEOUT_MS;
  for (;;) {
    const job = await latestJob(db, name);
    if (job?.state === 'completed' && job.started !== null && job.completed !== null) return { ...job, started: job.started, completed: job.completed };
    // An attempt that failed would be retried later with backoff: the figures would mean nothing.
    if (job && ['failed', 'cancelled', 'retry'].includes(job.state)) throw new Error(`job ${name} ended ${job.state}: ${JSON.stringify(job.output)}`);
    if (performance.now() > until) throw new Error(`job ${name} did not end within ${JOB_TIMEOUT_MS / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
