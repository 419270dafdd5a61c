import type { Socket } from 'node:net';
import { HTTP_MESSAGES } from '@connector/contracts';
import type {
  ConnectionError,
  FastifyError,
  FastifyHttpOptions,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
} from 'fastify';
import { AppError, errorAnswer, errorBody } from '../errors/index.ts';
import { installBodyParsing } from './body-parsing.ts';

/**
 * Longest URL (path and query) answered; longer answers 414. Node refuses a request line and
 * headers over 16 KiB together with 431 before this is reached (docs/decisions/012-input-framing.md).
 */
export const URL_LENGTH_MAX = 8 * 1024;

/**
 * Fastify options for the answers given before a request reaches a route: a malformed URL or an
 * over-long path parameter (`frameworkErrors`), and requests Node's parser refuses, such as
 * headers too large (`clientErrorHandler`). Both answer the error envelope, as every route does.
 * Node's own check of the Host header answers a bare 400, so the hook below makes it instead.
 */
export const framingOptions = {
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
  http: { requireHostHeader: false },
} satisfies FastifyHttpOptions<RawServerDefault>;

/** What every request meets before its route: the Host header, the URL length limit, the body parsers. */
export function installInputFraming(app: FastifyInstance): void {
  // A callback hook: every request passes here, and a promise per request is a cost for nothing.
  app.addHook('onRequest', (request, reply, done) => {
    // Every request names its host: the host names the tenant (HTTP/1.1 requires it anyway).
    if (!request.headers.host) return refuse(reply, done, new AppError(400, HTTP_MESSAGES.hostRequired));
    if (request.url.length > URL_LENGTH_MAX) return refuse(reply, done, new AppError(414, HTTP_MESSAGES.urlTooLong));
    done();
  });
  installBodyParsing(app);
}

/** Refused before the hook that sets the security headers runs: kept by no cache, as every error. */
function refuse(reply: FastifyReply, done: (error: AppError) => void, error: AppError): void {
  reply.header('cache-control', 'no-store');
  done(error);
}

function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = errorAnswer(error);
  if (answer.unexpected) request.log.error({ err: error }, 'request failed');
  // Sent as text: the request has no route whose serializer could write it. Before any hook, so
  // without the API's headers: an error, kept by no cache, as every API answer.
  void reply
    .status(answer.status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(answer.body));
}

/** Node's parser errors that are not a plain 400. */
const CLIENT_ERROR_STATUS: Partial<Record<string, 408 | 413 | 431>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

const CLIENT_ERROR_ANSWER: Record<400 | 408 | 413 | 431, { reason: string; message: string }> = {
  400: { reason: 'Bad Request', message: HTTP_MESSAGES.malformedRequest },
  408: { reason: 'Request Timeout', message: HTTP_MESSAGES.requestTimeout },
  413: { reason: 'Payload Too Large', message: HTTP_MESSAGES.bodyTooLarge },
  431: { reason: 'Request Header Fields Too Large', message: HTTP_MESSAGES.headersTooLarge },
};

/**
 * A request Node could not parse: answered on the raw connection, which is then closed, as Node
 * itself does, but with the envelope. Nothing is written when the connection already carries an
 * answer, or is gone.
 */
function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code] ?? 400;
  this.log.debug({ err: error }, 'refused a request that could not be parsed');
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !current?.headersSent) socket.write(rawAnswer(status));
  socket.destroy(error);
}

function rawAnswer(status: keyof typeof CLIENT_ERROR_ANSWER): string {
  const { reason, message } = CLIENT_ERROR_ANSWER[status];
  const body = JSON.stringify(errorBody(message));
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
