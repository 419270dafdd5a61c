import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** 400 with every issue of a refused request, in the control surface's `{ message }` shape. */
export function invalid(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ message: error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') });
}
