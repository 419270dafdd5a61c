import { HTTP_MESSAGES, type AsyncOutcome } from '@connector/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { conflict, errorAnswer, errorBody, notFound } from '../../errors/index.ts';
import type { AsyncRequestKey, AsyncRequestsRepository } from './repository.ts';

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

export interface AsyncRequestsDeps {
  db: Database;
  repository: AsyncRequestsRepository;
  logger: FastifyBaseLogger;
  /** How long a call may run before it answers 504 and goes on in the background. */
  gatewayTimeoutMs: number;
  /** How long an outcome stays readable (and a replayed guid is recognised). */
  outcomeTtlMs: number;
}

export const stillWorking = (guid: string): Outcome => ({
  status: 504,
  body: errorBody(HTTP_MESSAGES.stillWorking(guid)),
});

/** The answer a failed piece of work gives: the error handler's own mapping, stored. */
export function failureOutcome(error: unknown, logger: FastifyBaseLogger): Outcome {
  const { status, body, unexpected } = errorAnswer(error);
  if (unexpected) logger.error({ err: error }, 'application call failed');
  return { status, body };
}

/**
 * The 504 protocol of application calls (ARCHITECTURE "Long work"): each guid names one piece of
 * work, done once; a call that outlives the gateway deadline answers 504 and keeps going, and its
 * outcome is stored under the guid for `GET /api/asyncRequest/{guid}`.
 */
export function createAsyncRequests(deps: AsyncRequestsDeps) {
  const { db, repository, logger } = deps;

  const store = (key: AsyncRequestKey, outcome: Outcome) =>
    db.forTenant(key.tenantId, (tx) => repository.complete(tx, key, outcome)).then(
      () => outcome,
      (error: unknown) => {
        logger.error({ err: error, guid: key.guid }, 'could not store the outcome of an application call');
        return outcome;
      },
    );

  return {
    async run(call: LongWorkCall, work: () => Promise<Outcome>): Promise<Outcome> {
      const expiresAt = new Date(Date.now() + deps.outcomeTtlMs);
      const claimed = await db.forTenant(call.tenantId, (tx) => repository.claim(tx, { ...call, expiresAt }));
      if (!claimed) {
        const existing = await db.forTenant(call.tenantId, (tx) => repository.find(tx, call));
        if (!existing) return this.run(call, work); // expired between the two reads
        if (existing.userId !== call.userId) throw conflict(HTTP_MESSAGES.guidTaken);
        return existing.status === null ? stillWorking(call.guid) : { status: existing.status, body: existing.body };
      }

      const done = work().then(
        (outcome) => store(call, outcome),
        (error: unknown) => store(call, failureOutcome(error, logger)),
      );
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<Outcome>((resolve) => {
        timer = setTimeout(() => resolve(stillWorking(call.guid)), deps.gatewayTimeoutMs);
      });
      try {
        return await Promise.race([done, deadline]);
      } finally {
        clearTimeout(timer);
      }
    },

    /** The outcome of one of the caller's own calls in the tenant; any other guid is not found. */
    async read({ tenantId, userId }: { tenantId: string; userId: string }, guid: string): Promise<AsyncOutcome> {
      const row = await db.forTenant(tenantId, (tx) => repository.find(tx, { tenantId, guid }));
      if (!row || row.userId !== userId) throw notFound(HTTP_MESSAGES.noSuchRequest);
      return row.status === null ? { state: 'pending' } : { state: 'done', status: row.status, body: row.body };
    },
  };
}

export type AsyncRequests = ReturnType<typeof createAsyncRequests>;
