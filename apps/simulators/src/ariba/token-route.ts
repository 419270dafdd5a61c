import { ARIBA_PATHS, AribaTokenRequest, type AribaTokenResponse } from '@connector/contracts/providers/ariba';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimulatorContext } from '../context.ts';
import { failure } from './replies.ts';
import type { AribaTokens } from './tokens.ts';

function basicCredentials(request: FastifyRequest): [string, string] | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/** OAuth client credentials: a token for every configured realm. */
export function addTokenRoute(app: FastifyInstance, context: SimulatorContext, tokens: AribaTokens) {
  const { config } = context;
  app.post(ARIBA_PATHS.token, async (request, reply) => {
    const credentials = basicCredentials(request);
    if (!credentials || credentials[0] !== config.ariba.clientId || credentials[1] !== config.ariba.clientSecret) {
      return reply.code(401).send(failure('Bad client credentials', 'invalid_client'));
    }
    const form = { ...(request.query as object), ...(typeof request.body === 'object' ? request.body : {}) };
    if (!AribaTokenRequest.safeParse(form).success) {
      return reply.code(400).send(failure('grant_type must be client_credentials', 'unsupported_grant_type'));
    }
    const { token, expiresIn } = tokens.issue(config.ariba.realms);
    context.stats.aribaTokensIssued++;
    const answer: AribaTokenResponse = {
      access_token: token,
      token_type: 'bearer',
      expires_in: expiresIn,
      scope: '',
      realms: [...config.ariba.realms],
      timeUpdated: context.now(),
    };
    return answer;
  });
}
