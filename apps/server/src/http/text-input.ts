import { HTTP_MESSAGES } from '@connector/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, fieldPath } from '../errors/index.ts';

/** The one character PostgreSQL cannot store in text or JSON. */
const NUL = '\u0000';
export const NUL_MESSAGE = HTTP_MESSAGES.nulCharacter;
const MAX_FOUND = 20;

/**
 * Paths (`body.firstName`, `query.search`, `body.sources.0.url`) of strings, or keys, holding a
 * NUL, in document order. Walks with its own stack rather than recursion, so that no nesting a
 * client can send exhausts the call stack.
 */
export function pathsWithNul(value: unknown, path: string, found: string[] = []): string[] {
  const pending: Pending[] = [{ value, path }];
  for (let next = pending.pop(); next && found.length < MAX_FOUND; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL)) found.push(next.path);
    } else if (typeof next.value === 'object' && next.value !== null) {
      // Pushed last to first, so that the first member is looked at first.
      const members = Object.entries(next.value);
      for (let index = members.length - 1; index >= 0; index--) {
        const [key, item] = members[index] as [string, unknown];
        const at = `${next.path}.${key.replaceAll(NUL, '\\0')}`;
        // A key holding a NUL is reported itself; what it holds is not looked into.
        pending.push({ value: key.includes(NUL) ? NUL : item, path: at });
      }
    }
  }
  return found;
}

interface Pending {
  value: unknown;
  path: string;
}

/**
 * Refuses input the database could not store, naming each field, rather than failing on the
 * write with a 500 (a NUL is never meaningful in this product's text). Fields are named as
 * validation names them (`errors/answer.ts`).
 */
export function refuseNulCharacters(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  const found = [
    ...pathsWithNul(request.params, fieldPath('params')),
    ...pathsWithNul(request.query, fieldPath('querystring')),
    ...pathsWithNul(request.body, fieldPath('body')),
  ];
  if (found.length > 0) throw badRequest(NUL_MESSAGE, found.map((field) => ({ field, message: NUL_MESSAGE })));
}
