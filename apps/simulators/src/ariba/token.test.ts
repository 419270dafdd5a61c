import { ARIBA_PATHS, AribaTokenResponse } from '@connector/contracts/providers/ariba';
import type { SimStats } from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aribaPath, basicAuth, requestToken } from '../../test/ariba.ts';
import { buildTestSimulators, testClock } from '../../test/test-app.ts';

const TTL_MS = 1440 * 1000;
const forms = (refreshToken: string) => `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`;

describe('Ariba OAuth tokens', () => {
  let app: FastifyInstance;
  const clock = testClock(Date.UTC(2026, 0, 1));
  const issue = async () => AribaTokenResponse.parse((await requestToken(app, 'grant_type=client_credentials')).json());
  const refresh = (refreshToken: string) => requestToken(app, forms(refreshToken));
  /** Whether the token opens an API call now. */
  const works = async (accessToken: string) => {
    const response = await app.inject({
      method: 'GET',
      url: aribaPath(ARIBA_PATHS.forms),
      query: { realm: 'connector-T' },
      headers: { authorization: `Bearer ${accessToken}`, apikey: 'sim-ariba-api-key' },
    });
    return response.statusCode === 200;
  };
  const stats = async () => (await app.inject({ method: 'GET', url: '/__sim/stats' })).json<SimStats>();

  beforeAll(async () => {
    app = await buildTestSimulators({}, clock.now);
  });
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__sim/ariba/revoke-tokens' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('issues a bearer token and a refresh token for client credentials, scope null', async () => {
    const response = await requestToken(app, 'grant_type=client_credentials');
    expect(response.statusCode).toBe(200);
    const answer = response.json<Record<string, unknown>>();
    expect(Object.keys(answer)).toEqual(['access_token', 'refresh_token', 'token_type', 'scope', 'expires_in']);
    expect(answer).toMatchObject({ token_type: 'bearer', scope: null, expires_in: 1440 });
    expect(await works(String(answer.access_token))).toBe(true);
  });

  it('takes the grant from the query too, with an empty JSON body as SAP support shows it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${aribaPath(ARIBA_PATHS.token)}?grant_type=client_credentials`,
      headers: { authorization: basicAuth(), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    const { refresh_token } = AribaTokenResponse.parse(response.json());
    clock.advance(TTL_MS);
    const refreshed = await app.inject({
      method: 'POST',
      url: `${aribaPath(ARIBA_PATHS.token)}?${forms(refresh_token ?? '')}`,
      headers: { authorization: basicAuth(), 'content-type': 'application/json' },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('refuses a refresh earlier than two minutes before expiry', async () => {
    const first = await issue();
    clock.advance(TTL_MS - 120_001);
    const early = await refresh(first.refresh_token ?? '');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/two minutes/) });
    clock.advance(1);
    const inTime = await refresh(first.refresh_token ?? '');
    expect(inTime.statusCode).toBe(200);
  });

  it('refreshes within two minutes of expiry or after it: a new pair with timeUpdated, the refresh token used up', async () => {
    const first = await issue();
    clock.advance(TTL_MS + 60_000);
    expect(await works(first.access_token)).toBe(false);
    const response = await refresh(first.refresh_token ?? '');
    expect(response.statusCode).toBe(200);
    const answer = response.json<Record<string, unknown>>();
    expect(Object.keys(answer)).toEqual(['timeUpdated', 'access_token', 'refresh_token', 'token_type', 'scope', 'expires_in']);
    expect(answer).toMatchObject({ timeUpdated: clock.now(), token_type: 'bearer', scope: null, expires_in: 1440 });
    expect(answer.access_token).not.toBe(first.access_token);
    expect(answer.refresh_token).not.toBe(first.refresh_token);
    expect(await works(String(answer.access_token))).toBe(true);
    expect((await refresh(first.refresh_token ?? '')).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses unknown refresh tokens, and those issued before tokens were revoked', async () => {
    expect((await refresh('not-a-token')).json()).toMatchObject({ error: 'invalid_grant' });
    const first = await issue();
    await app.inject({ method: 'POST', url: '/__sim/ariba/revoke-tokens' });
    clock.advance(TTL_MS);
    const response = await refresh(first.refresh_token ?? '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a bad client with 401 and other grants with 400', async () => {
    const bad = await requestToken(app, 'grant_type=client_credentials', basicAuth('sim-ariba-client', 'wrong'));
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: 'invalid_client', error_description: expect.any(String) });
    expect((await requestToken(app, 'grant_type=client_credentials', 'Bearer nope')).statusCode).toBe(401);
    const other = await requestToken(app, 'grant_type=password');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'unsupported_grant_type' });
    expect((await requestToken(app, 'grant_type=refresh_token')).json()).toMatchObject({ error: 'invalid_request' });
  });

  it('counts the tokens issued by either grant', async () => {
    const before = (await stats()).aribaTokensIssued;
    const first = await issue();
    clock.advance(TTL_MS);
    await refresh(first.refresh_token ?? '');
    await refresh('unknown');
    expect((await stats()).aribaTokensIssued).toBe(before + 2);
  });
});
