import { HTTP_MESSAGES, READY_MESSAGES, type CircuitStateName, type EndpointData, type endpoints } from '@connector/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/index.ts';
import type { QueueHealth } from '../../observability/index.ts';
import type { BreakerRegistry } from '../../providers/index.ts';

export type Readiness = EndpointData<typeof endpoints.getReady>;

export interface ReadinessDeps {
  db: Pick<Database, 'kind' | 'migrationsApplied'>;
  expectedMigrations: number;
  queue: () => QueueHealth;
  circuits: Pick<BreakerRegistry, 'states'>;
  /** How long each check may take before it counts as not answering. */
  timeoutMs?: number;
}

/** Long enough for a busy database, short enough for a load balancer's probe (typically 5 s). */
const CHECK_TIMEOUT_MS = 2_000;

/** From better to worse: a provider's state is the worst of its services'. */
const SEVERITY: readonly CircuitStateName[] = ['closed', 'half-open', 'isolated', 'open'];

/**
 * The database (every migration applied), the job queue (started, and its depth query answering)
 * and the provider circuits, checked at once. Throws a 503 naming the first failed check.
 */
export async function readiness({ db, expectedMigrations, queue, circuits, timeoutMs = CHECK_TIMEOUT_MS }: ReadinessDeps, log: FastifyBaseLogger): Promise<Readiness> {
  const [applied, depths] = await Promise.allSettled([
    within(timeoutMs, () => db.migrationsApplied()),
    within(timeoutMs, () => {
      const jobs = queue();
      if (!jobs.started) throw new AppError(503, READY_MESSAGES.queueNotRunning);
      return jobs.depths();
    }),
  ]);
  if (applied.status === 'rejected') {
    log.warn({ err: applied.reason }, 'database not reachable');
    throw new AppError(503, HTTP_MESSAGES.databaseUnreachable);
  }
  if (applied.value < expectedMigrations) throw new AppError(503, HTTP_MESSAGES.migrationsMissing);
  if (depths.status === 'rejected') {
    if (depths.reason instanceof AppError) throw depths.reason;
    log.warn({ err: depths.reason }, 'job queue not answering');
    throw new AppError(503, READY_MESSAGES.queueUnanswered);
  }

  const counts: Record<CircuitStateName, number> = { closed: 0, 'half-open': 0, isolated: 0, open: 0 };
  const worst = new Map<string, CircuitStateName>();
  for (const { provider, state } of circuits.states()) {
    counts[state] += 1;
    const name = provider ?? 'other';
    const before = worst.get(name);
    if (!before || SEVERITY.indexOf(state) > SEVERITY.indexOf(before)) worst.set(name, state);
  }
  const providers = [...worst].map(([provider, state]) => ({ provider, state })).sort((a, b) => a.provider.localeCompare(b.provider));
  return {
    status: providers.some(({ state }) => state !== 'closed') ? 'degraded' : 'ready',
    database: db.kind,
    migrations: applied.value,
    queue: { queued: depths.value.reduce((sum, { queued }) => sum + queued, 0) },
    circuits: counts,
    providers,
  };
}

class CheckTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'CheckTimeout';
  }
}

/** `check`'s answer, or a failure once `ms` have passed (the check itself runs on; it cannot be cancelled). */
async function within<T>(ms: number, check: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(ms)), ms);
  });
  try {
    return await Promise.race([check(), late]);
  } finally {
    clearTimeout(timer);
  }
}
