import type { Socket } from 'node:net';
import { HTTP_MESSAGES } from '@connector/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer, errorBody } from '../errors/index.ts';

/**
 * One error handler: every failure answers what `errorAnswer` says (the stored outcomes of the
 * 504 protocol use the same mapping); unexpected ones are logged with the request id.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer.unexpected) request.log.error({ err: error }, 'request failed');
    closeIfBodyUnread(request, reply);
    return reply.status(answer.status).send(answer.body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(HTTP_MESSAGES.noSuchEndpoint(request.method, request.url.split('?')[0] ?? '')));
  });
}

/**
 * How long a connection closed after an early answer stays half-open, so that its client reads the
 * answer before the connection is reset (Go's net/http waits as long).
 */
export const LINGER_MS = 500;

/**
 * An answer given before its request's body arrived (refused before reading, too large by its
 * declared length, of a media type no route reads): Node reads nothing more of that connection
 * once it has answered, so a client still sending would wait for ever. The connection is closed
 * after the answer instead, and the body is never read.
 */
export function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  reply.header('connection', 'close');
  closeInStages(request.raw.socket);
}

/**
 * Closes in stages (RFC 9112, section 9.6): the answer and a half-close first, the connection
 * `LINGER_MS` later. Closed at once, a connection with unread bytes is reset, and a client still
 * sending loses the answer it has not read yet. Node closes a connection whose answer says
 * `close` with `destroySoon`: this one's waits.
 */
function closeInStages(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    // Half-closed, Node reads on to see the client's end: the rest of the body would be read.
    if (socket.writableFinished) socket.pause();
    else socket.once('finish', () => socket.pause());
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
