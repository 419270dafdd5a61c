import { ARIBA_PATHS, AribaTokenRequest, type AribaTokenError, type AribaTokenResponse } from '@connector/contracts/providers/ariba';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import type { AribaTokens, TokenPair } from './tokens.ts';

function basicCredentials(request: FastifyRequest): [string, string] | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

const oauthError = (error: string, description: string): AribaTokenError => ({ error, error_description: description });

const REFUSALS = {
  unknown: oauthError('invalid_grant', 'The refresh token is unknown or was already used.'),
  'too-early': oauthError('invalid_grant', 'The access token can be refreshed only after it expires or within two minutes before.'),
} as const;

/** The answer as SAP's samples print it; a refresh puts `timeUpdated` first. */
function tokenAnswer(pair: TokenPair): AribaTokenResponse {
  return { access_token: pair.accessToken, refresh_token: pair.refreshToken, token_type: 'bearer', scope: null, expires_in: pair.expiresIn };
}

/**
 * OAuth for every configured realm: client credentials give a new pair of tokens, a refresh token
 * this issued gives the next pair once the access token has (nearly) expired. The grant may come
 * in the form body or, as SAP's support note shows it, in the query.
 */
export function addTokenRoute(app: FastifyInstance, context: SimulatorContext, tokens: AribaTokens) {
  const { config } = context;
  app.post(ARIBA_PATHS.token, async (request, reply) => {
    const credentials = basicCredentials(request);
    if (!credentials || credentials[0] !== config.ariba.clientId || credentials[1] !== config.ariba.clientSecret) {
      return reply.code(401).send(oauthError('invalid_client', 'The client id or secret is not valid.'));
    }
    const form: unknown = { ...(request.query as object), ...(typeof request.body === 'object' ? request.body : {}) };
    const grant = AribaTokenRequest.safeParse(form);
    if (!grant.success) {
      const named = (form as { grant_type?: unknown }).grant_type === 'refresh_token';
      return reply
        .code(400)
        .send(named ? oauthError('invalid_request', 'refresh_token is missing.') : oauthError('unsupported_grant_type', 'grant_type must be client_credentials or refresh_token.'));
    }
    if (grant.data.grant_type === 'client_credentials') {
      context.stats.aribaTokensIssued++;
      return tokenAnswer(tokens.issue(config.ariba.realms));
    }
    const refreshed = tokens.refreshWith(grant.data.refresh_token);
    if (typeof refreshed === 'string') return reply.code(400).send(REFUSALS[refreshed]);
    context.stats.aribaTokensIssued++;
    return { timeUpdated: context.now(), ...tokenAnswer(refreshed) };
  });
}
