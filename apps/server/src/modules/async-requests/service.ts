import { randomUUID } from 'node:crypto';
import { GENERIC_MESSAGES, HTTP_MESSAGES, type AsyncOutcome } from '@connector/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { conflict, errorAnswer, errorBody, notFound } from '../../errors/index.ts';
import type { AsyncRequestKey, AsyncRequestsRepository, Attempt } from './repository.ts';

/** What an application call answers: the HTTP status and the envelope. */
export interface Outcome {
  status: number;
  body: unknown;
}

export interface LongWorkCall extends AsyncRequestKey {
  userId: string;
  /** The endpoint's operation id, kept for the record. */
  operation: string;
}

/**
 * How long a run's lease lasts unless renewed; it is renewed three times per lease while the work
 * goes on. A pending call not renewed for this long lost its process, and a retry may run it again.
 */
export const LEASE_MS = 30_000;

export interface AsyncRequestsDeps {
  db: Database;
  repository: AsyncRequestsRepository;
  logger: FastifyBaseLogger;
  /** How long a call may run before it answers 504 and goes on in the background. */
  gatewayTimeoutMs: number;
  /** How long an outcome stays readable (and a replayed guid is recognised). */
  outcomeTtlMs: number;
  /** How long a run's lease lasts (LEASE_MS unless given). */
  leaseMs?: number;
}

export const stillWorking = (guid: string): Outcome => ({
  status: 504,
  body: errorBody(HTTP_MESSAGES.stillWorking(guid)),
});

/**
 * What a call whose run died answers to a reader: nothing was stored and nothing goes on, so the
 * caller is told to try again; a retry with the same guid runs the work again.
 */
export const interrupted = (): Outcome => ({ status: 503, body: errorBody(GENERIC_MESSAGES.somethingWrong) });

/** The answer a failed piece of work gives: the error handler's own mapping, stored. */
export function failureOutcome(error: unknown, logger: FastifyBaseLogger): Outcome {
  const { status, body, unexpected } = errorAnswer(error);
  if (unexpected) logger.error({ err: error }, 'application call failed');
  return { status, body };
}

/**
 * The 504 protocol of application calls (ARCHITECTURE "Long work"): each guid names one piece of
 * work, done once; a call that outlives the gateway deadline answers 504 and keeps going, and its
 * outcome is stored under the guid for `GET /api/asyncRequest/{guid}`. The run that holds a guid
 * renews a lease while it works, so a call whose process died is recognised and may be run again
 * (docs/decisions/007-long-work-and-retries.md).
 */
export function createAsyncRequests(deps: AsyncRequestsDeps) {
  const { db, repository, logger } = deps;
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const newAttempt = (): Attempt => ({ attemptId: randomUUID(), leaseMs });
  const expiry = () => new Date(Date.now() + deps.outcomeTtlMs);

  const store = (key: AsyncRequestKey, attempt: Attempt, outcome: Outcome) =>
    db.forTenant(key.tenantId, (tx) => repository.complete(tx, key, attempt.attemptId, outcome)).then(
      (stored) => {
        if (!stored) logger.warn({ guid: key.guid }, 'an application call was taken over by a retry; this run’s outcome is not stored');
        return outcome;
      },
      (error: unknown) => {
        logger.error({ err: error, guid: key.guid }, 'could not store the outcome of an application call');
        return outcome;
      },
    );

  /** Renews the run's lease until `stop` is called; a renewal that finds the call taken over ends the renewals. */
  function keepAlive(key: AsyncRequestKey, attempt: Attempt): () => void {
    const timer = setInterval(() => {
      db.forTenant(key.tenantId, (tx) => repository.renew(tx, key, attempt)).then(
        (held) => {
          if (held) return;
          clearInterval(timer);
          logger.warn({ guid: key.guid }, 'an application call is no longer held by its run');
        },
        (error: unknown) => logger.warn({ err: error, guid: key.guid }, 'could not renew the lease of an application call'),
      );
    }, leaseMs / 3);
    // Nothing to keep alive once the process is leaving.
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Runs the work held by `attempt`, racing the gateway deadline; the outcome is stored either way. */
  async function perform(call: LongWorkCall, attempt: Attempt, work: () => Promise<Outcome>): Promise<Outcome> {
    const stopRenewing = keepAlive(call, attempt);
    const done = work()
      .then(
        (outcome) => store(call, attempt, outcome),
        (error: unknown) => store(call, attempt, failureOutcome(error, logger)),
      )
      .finally(stopRenewing);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => resolve(stillWorking(call.guid)), deps.gatewayTimeoutMs);
    });
    try {
      return await Promise.race([done, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async run(call: LongWorkCall, work: () => Promise<Outcome>): Promise<Outcome> {
      const attempt = newAttempt();
      const claimed = await db.forTenant(call.tenantId, (tx) => repository.claim(tx, { ...call, expiresAt: expiry() }, attempt));
      if (claimed) return perform(call, attempt, work);

      const existing = await db.forTenant(call.tenantId, (tx) => repository.find(tx, call));
      if (!existing) return this.run(call, work); // expired between the two reads
      if (existing.userId !== call.userId) throw conflict(HTTP_MESSAGES.guidTaken);
      if (existing.status !== null) return { status: existing.status, body: existing.body };
      if (!existing.lapsed) return stillWorking(call.guid);

      // Its run died: this retry runs the work again, unless another retry took it first.
      const taken = await db.forTenant(call.tenantId, (tx) => repository.takeOver(tx, { ...call, expiresAt: expiry() }, attempt));
      if (!taken) return this.run(call, work);
      logger.warn({ guid: call.guid, operation: call.operation }, 'running again an application call whose run stopped');
      return perform(call, attempt, work);
    },

    /** The outcome of one of the caller's own calls in the tenant; any other guid is not found. */
    async read({ tenantId, userId }: { tenantId: string; userId: string }, guid: string): Promise<AsyncOutcome> {
      const row = await db.forTenant(tenantId, (tx) => repository.find(tx, { tenantId, guid }));
      if (!row || row.userId !== userId) throw notFound(HTTP_MESSAGES.noSuchRequest);
      if (row.status !== null) return { state: 'done', status: row.status, body: row.body };
      return row.lapsed ? { state: 'done', ...interrupted() } : { state: 'pending' };
    },
  };
}

export type AsyncRequests = ReturnType<typeof createAsyncRequests>;
