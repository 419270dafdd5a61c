import { HTTP_MESSAGES } from '@connector/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors/index.ts';

/** The one character PostgreSQL cannot store in text or JSON. */
const NUL = '\u0000';
export const NUL_MESSAGE = HTTP_MESSAGES.nulCharacter;
const MAX_FOUND = 20;

/** Paths (`body.firstName`, `query.search`, `body.sources.0.url`) of strings, or keys, holding a NUL. */
export function pathsWithNul(value: unknown, path: string, found: string[] = []): string[] {
  if (found.length >= MAX_FOUND) return found;
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => pathsWithNul(item, `${path}.${index}`, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const at = `${path}.${key.replaceAll(NUL, '\\0')}`;
      if (key.includes(NUL)) found.push(at);
      else pathsWithNul(item, at, found);
    }
  }
  return found;
}

/**
 * Refuses input the database could not store, naming each field, rather than failing on the
 * write with a 500 (a NUL is never meaningful in this product's text).
 */
export function refuseNulCharacters(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  const found = [
    ...pathsWithNul(request.params, 'params'),
    ...pathsWithNul(request.query, 'query'),
    ...pathsWithNul(request.body, 'body'),
  ];
  if (found.length > 0) throw badRequest(NUL_MESSAGE, found.map((field) => ({ field, message: NUL_MESSAGE })));
}
