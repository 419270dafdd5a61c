import type { FastifyReply, FastifyRequest } from 'fastify';

/** BvD products authenticate each call with the `ApiToken` header; answers 401 when it is wrong. */
export function hasApiToken(request: FastifyRequest, reply: FastifyReply, expected: string): boolean {
  if (request.headers.apitoken === expected) return true;
  void reply.code(401).send({ Message: 'Invalid or missing ApiToken' });
  return false;
}
