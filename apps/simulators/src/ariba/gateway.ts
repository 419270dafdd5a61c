import { ARIBA_MESSAGES, aribaApiOf, type AribaError } from '@connector/contracts/providers/ariba';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import type { AribaQuotas } from './quota-counters.ts';
import { failure } from './replies.ts';
import type { AribaTokens } from './tokens.ts';

interface Rejection {
  status: number;
  body: AribaError;
}

/** The realm a call names, when it names one in a form the API could read. */
function queryRealm(request: FastifyRequest): string | undefined {
  const { realm } = (request.query ?? {}) as { realm?: unknown };
  return typeof realm === 'string' && realm.trim() !== '' ? realm : undefined;
}

function checkApiKey(request: FastifyRequest, apiKey: string): Rejection | null {
  const key = request.headers.apikey;
  if (key === undefined || key === '') return { status: 400, body: failure(ARIBA_MESSAGES.apiKeyMissing) };
  if (key !== apiKey) return { status: 400, body: failure(ARIBA_MESSAGES.apiKeyInvalid) };
  return null;
}

/** The bearer token, then the realm named in the query against the realms the token carries. */
function checkTokenAndRealm(request: FastifyRequest, tokens: AribaTokens): Rejection | { realm: string } {
  const authorization = request.headers.authorization ?? '';
  const realms = authorization.startsWith('Bearer ') ? tokens.realmsOf(authorization.slice(7).trim()) : null;
  if (!realms) return { status: 401, body: failure('The access token is missing, invalid or expired.', 'invalid_token') };
  const realm = queryRealm(request);
  if (realm === undefined) return { status: 400, body: failure(ARIBA_MESSAGES.realmMissing) };
  if (!realms.includes(realm)) return { status: 400, body: failure(ARIBA_MESSAGES.realmMismatch(realm)) };
  return { realm };
}

/** The realm of an API call that passed the gateway. */
export type RealmOf = (request: FastifyRequest) => string;

/**
 * Ariba's gateway in front of every API call (not the token, not the Supplier 360 page), in its
 * order: the apiKey header; then the API's quota, counted for the realm named (a realm outside
 * the configuration shares one count, so odd names cannot grow the counters); then the bearer
 * token and the realm. Every answer past the apiKey check carries the rate-limit headers.
 */
export function addGateway(app: FastifyInstance, context: SimulatorContext, tokens: AribaTokens, quotas: AribaQuotas): RealmOf {
  const realms = new WeakMap<FastifyRequest, string>();
  const configured = new Set(context.config.ariba.realms);
  app.addHook('onRequest', async (request, reply) => {
    const api = aribaApiOf(request.url.slice(app.prefix.length).split('?')[0] ?? '');
    if (api === undefined) return;
    const badKey = checkApiKey(request, context.config.ariba.apiKey);
    if (badKey) return reply.code(badKey.status).send(badKey.body);
    const realm = queryRealm(request);
    const verdict = quotas.take(api, realm !== undefined && configured.has(realm) ? realm : '');
    void reply.headers(verdict.headers);
    if (!verdict.allowed) {
      context.stats.aribaRateLimited++;
      return reply.code(429).send(failure(ARIBA_MESSAGES.rateLimitedDetail, ARIBA_MESSAGES.rateLimited));
    }
    const checked = checkTokenAndRealm(request, tokens);
    if ('status' in checked) return reply.code(checked.status).send(checked.body);
    realms.set(request, checked.realm);
  });
  return (request) => {
    const realm = realms.get(request);
    if (realm === undefined) throw new Error(`${request.url} is not an Ariba API call`);
    return realm;
  };
}
