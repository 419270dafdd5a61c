import type { AribaError } from '@connector/contracts/providers/ariba';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** An error in Ariba's own shape. */
export const failure = (message: string, error = 'Bad Request'): AribaError => ({ error, message });

/** Answers 400 with every issue of a request that does not parse. */
export const invalid = (reply: FastifyReply, e: z.ZodError) => reply.code(400).send(failure(e.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')));
