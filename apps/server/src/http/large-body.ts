import { HTTP_MESSAGES, type EndpointSpec } from '@connector/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorAnswer, errorBody } from '../errors/index.ts';
import { closeIfBodyUnread } from './error-handler.ts';

/**
 * Routes that take more than the server's default body (contracts' `bodyLimit`): the caller is
 * admitted before a byte of the body is parsed, and one instance reads only so many such bodies
 * at once (docs/decisions/021). A refused request's body is never read: the answer comes first,
 * then its connection is closed in stages (`closeIfBodyUnread`).
 */

/** Large bodies one instance reads, and holds parsed until it has answered, at the same time. */
export const LARGE_BODY_READS_MAX = 4;

/** How long a caller turned away by the cap is asked to wait, in seconds: about one large check. */
export const LARGE_BODY_RETRY_SECONDS = 5;

/** Slots for large-body reads: a read takes one or is turned away at once; none waits in a queue. */
export interface ReadSlots {
  /** A slot's release (safe to call more than once), or null when every slot is taken. */
  take(): (() => void) | null;
  /** Slots taken now. */
  readonly taken: number;
}

export function readSlots(max: number): ReadSlots {
  let taken = 0;
  return {
    take() {
      if (taken >= max) return null;
      taken += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        taken -= 1;
      };
    },
    get taken() {
      return taken;
    },
  };
}

/** One instance's slots, kept with its HTTP server: every module's router shares them. */
const slotsByServer = new WeakMap<object, ReadSlots>();

export function slotsOfServer(server: object, max = LARGE_BODY_READS_MAX): ReadSlots {
  let slots = slotsByServer.get(server);
  if (!slots) {
    slots = readSlots(max);
    slotsByServer.set(server, slots);
  }
  return slots;
}

/**
 * Takes a slot for the request's body until its answer is sent or its connection is gone, or
 * answers 429 with `Retry-After` before the body is read.
 */
export function takeReadSlot(slots: ReadSlots, reply: FastifyReply): void {
  const release = slots.take();
  if (!release) {
    reply.header('retry-after', String(LARGE_BODY_RETRY_SECONDS));
    throw new AppError(429, HTTP_MESSAGES.largeBodiesBusy);
  }
  // 'close' comes once the answer is written or the connection dropped, whichever ends the request.
  reply.raw.once('close', release);
}

/**
 * The route options of a large body: its own limit and its own message above it. The router adds
 * the `onRequest` hook that admits the caller and takes a slot before the body is read.
 */
export function largeBody(limit: NonNullable<EndpointSpec['bodyLimit']>) {
  return {
    bodyLimit: limit.bytes,
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const answer = errorAnswer(error);
      if (answer.unexpected) request.log.error({ err: error }, 'request failed');
      closeIfBodyUnread(request, reply);
      return reply.status(answer.status).send(answer.status === 413 ? errorBody(limit.message) : answer.body);
    },
  };
}
