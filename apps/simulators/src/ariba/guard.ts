import { ARIBA_MESSAGES, AribaRealmQuery, type AribaError } from '@connector/contracts/providers/ariba';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AribaTokens } from './tokens.ts';

export interface Rejection {
  status: number;
  body: AribaError;
}

/**
 * The checks Ariba's gateway makes on every API call, in its order: the apiKey header, the bearer
 * token, then the realm named in the query against the realms the token was issued for.
 */
export function checkApiCall(request: FastifyRequest, apiKey: string, tokens: AribaTokens): Rejection | { realm: string } {
  const key = request.headers.apikey;
  if (key === undefined || key === '') return { status: 400, body: { error: 'Bad Request', message: ARIBA_MESSAGES.apiKeyMissing } };
  if (key !== apiKey) return { status: 401, body: { error: 'Unauthorized', message: 'The apiKey is not valid.' } };
  const authorization = request.headers.authorization ?? '';
  const realms = authorization.startsWith('Bearer ') ? tokens.realmsOf(authorization.slice(7).trim()) : null;
  if (!realms) return { status: 401, body: { error: 'invalid_token', message: 'The access token is missing, invalid or expired.' } };
  const query = AribaRealmQuery.safeParse(request.query);
  if (!query.success) return { status: 400, body: { error: 'Bad Request', message: 'The realm query parameter is missing.' } };
  const { realm } = query.data;
  if (!realms.includes(realm)) return { status: 400, body: { error: 'Bad Request', message: ARIBA_MESSAGES.realmMismatch(realm) } };
  return { realm };
}

/** The realm of an API call that passes the gateway checks; null once the rejection is answered. */
export type RealmOf = (request: FastifyRequest, reply: FastifyReply) => string | null;

/** Runs the gateway checks; answers the rejection itself and returns null when they fail. */
export function realmGate(apiKey: string, tokens: AribaTokens): RealmOf {
  return (request, reply) => {
    const checked = checkApiCall(request, apiKey, tokens);
    if ('realm' in checked) return checked.realm;
    void reply.code(checked.status).send(checked.body);
    return null;
  };
}
