import { HTTP_MESSAGES } from '@connector/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorAnswer, errorBody } from '../errors/index.ts';

/**
 * One error handler: every failure answers what `errorAnswer` says (the stored outcomes of the
 * 504 protocol use the same mapping); unexpected ones are logged with the request id.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer.unexpected) request.log.error({ err: error }, 'request failed');
    return reply.status(answer.status).send(answer.body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(HTTP_MESSAGES.noSuchEndpoint(request.method, request.url.split('?')[0] ?? '')));
  });
}
