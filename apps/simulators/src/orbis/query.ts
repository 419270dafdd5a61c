import { ORBIS_QUERY_PARAMS } from '@connector/contracts/providers/orbis';
import type { FastifyRequest } from 'fastify';

export type ReadQuery = { query: unknown } | { error: string };

/**
 * The JSON query of a match or data call: the body of a POST, or the `QUERY` parameter of a GET
 * (clients send both; some spell the parameter `Query` or `query`).
 */
export function readQuery(request: FastifyRequest): ReadQuery {
  if (request.method !== 'GET') return { query: request.body };
  const params = (request.query ?? {}) as Record<string, unknown>;
  const name = ORBIS_QUERY_PARAMS.find((param) => params[param] !== undefined);
  const raw = name === undefined ? undefined : params[name];
  if (typeof raw !== 'string' || raw.trim() === '') return { error: 'QUERY is required' };
  try {
    return { query: JSON.parse(raw) as unknown };
  } catch {
    return { error: 'QUERY is not JSON' };
  }
}
