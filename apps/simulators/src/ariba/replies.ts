import { aribaApiOf, type AribaError, type AribaStatusEnvelope } from '@connector/contracts/providers/ariba';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** An error in the gateway's shape, which the External Approval and risk APIs answer with too. */
export const failure = (message: string, error = 'Bad Request'): AribaError => ({ error, message });

/** An error in the Supplier Data API's v4 envelope: its code, what it means, and the cause. */
export function envelopeError(statusCode: number, message: string, cause: string, resolution = ''): AribaStatusEnvelope {
  return { status: 'Error', statusCode, errorMessages: [{ errorType: 'Error', message, cause, resolution, errorCode: statusCode }] };
}

/** The envelope of a write the Supplier Data API took. */
export const writeTaken = (): AribaStatusEnvelope => ({ status: 'OK', statusCode: 200, errorMessages: [] });

/** Every issue of a request that does not parse, on one line. */
export const issuesOf = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');

/**
 * Errors Fastify raises before a handler runs (a body that is not JSON, one too large) answered in
 * Ariba's shapes: the v4 envelope on the Supplier Data API, the gateway's elsewhere. Anything else
 * is a fault of the simulator and says no more than that.
 */
export function answerErrorsInAribaShape(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error(error);
      return reply.code(500).send(failure('Internal Server Error', 'Internal Server Error'));
    }
    const path = request.url.slice(app.prefix.length);
    const body = aribaApiOf(path) === 'supplierData' ? envelopeError(status, 'Bad Request', error.message) : failure(error.message);
    return reply.code(status).send(body);
  });
}
