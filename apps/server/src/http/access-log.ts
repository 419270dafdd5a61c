import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Probes a load balancer sends every few seconds: logged at debug, so they do not bury the rest. */
export const PROBES: ReadonlySet<string> = new Set(['/api/health', '/api/ready']);

/**
 * Fastify's request logging with one line per request, written when it is answered (Fastify's
 * default writes a second one on arrival): status and time, with the request id every other line
 * of the request carries. Successful probes go to debug. Given to Fastify as `logController`.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (PROBES.has(request.url) && reply.statusCode < 400) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
