import { ARIBA_MESSAGES, ARIBA_PATHS } from '@connector/contracts/providers/ariba';
import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import type { SimQuotas, SimStats } from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aribaPath, aribaSession, requestToken, type AribaSession } from '../../test/ariba.ts';
import { buildTestSimulators, testClock } from '../../test/test-app.ts';

const FORMS = aribaPath(ARIBA_PATHS.forms);
const { apiKey } = SIMULATOR_DEFAULTS.ariba;

/** The rate-limit headers of an answer, by name. */
const quotaHeaders = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => /^(x-)?ratelimit-/.test(name)));

describe('Ariba gateway checks', () => {
  let app: FastifyInstance;
  let ariba: AribaSession;
  const call = (headers: Record<string, string>, query = 'realm=connector-T') => app.inject({ method: 'GET', url: `${FORMS}?${query}`, headers });

  beforeAll(async () => {
    app = await buildTestSimulators();
    ariba = await aribaSession(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('checks the apiKey first, then the token, then the realm, with the published texts', async () => {
    const bearer = ariba.headers.authorization;
    const cases: [Record<string, string>, string, number, object][] = [
      [{}, '', 400, { error: 'Bad Request', message: ARIBA_MESSAGES.apiKeyMissing }],
      [{ apikey: '' }, 'realm=connector-T', 400, { error: 'Bad Request', message: ARIBA_MESSAGES.apiKeyMissing }],
      [{ apikey: 'wrong' }, '', 400, { error: 'Bad Request', message: ARIBA_MESSAGES.apiKeyInvalid }],
      [{ apikey: apiKey }, '', 401, { error: 'invalid_token', message: expect.any(String) }],
      [{ apikey: apiKey, authorization: 'Bearer nope' }, 'realm=connector-T', 401, { error: 'invalid_token', message: expect.any(String) }],
      [{ apikey: apiKey, authorization: bearer }, '', 400, { error: 'Bad Request', message: ARIBA_MESSAGES.realmMissing }],
      [{ apikey: apiKey, authorization: bearer }, 'realm=foreign-T', 400, { error: 'Bad Request', message: ARIBA_MESSAGES.realmMismatch('foreign-T') }],
    ];
    for (const [headers, query, status, body] of cases) {
      const response = await call(headers, query);
      expect([response.statusCode, response.json()], JSON.stringify(headers) + query).toEqual([status, body]);
    }
    expect((await call({ apikey: apiKey, authorization: bearer }, 'realm=second-T')).statusCode).toBe(200);
  });

  it('reports quotas on every answer past the apiKey check, and not on the token or the Supplier 360 page', async () => {
    expect(quotaHeaders((await call({ apikey: 'wrong' })).headers)).toEqual({});
    expect(quotaHeaders((await call({ apikey: apiKey })).headers)).toMatchObject({ 'x-ratelimit-limit-second': '2000' });
    expect(quotaHeaders((await call({ apikey: apiKey, authorization: ariba.headers.authorization }, 'realm=foreign-T')).headers)).toHaveProperty('x-ratelimit-remaining-day');
    expect(quotaHeaders((await requestToken(app, 'grant_type=client_credentials')).headers)).toEqual({});
    expect(quotaHeaders((await app.inject({ method: 'GET', url: '/ariba/Supplier360/eu/connector-T/S10028001' })).headers)).toEqual({});
  });

  it('forgets tokens when told to, so clients must fetch a new one', async () => {
    const session = await aribaSession(app);
    expect((await session.call('GET', FORMS)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/__sim/ariba/revoke-tokens' })).statusCode).toBe(204);
    expect((await session.call('GET', FORMS)).statusCode).toBe(401);
  });
});

describe('Ariba quotas', () => {
  let app: FastifyInstance;
  let ariba: AribaSession;
  let second: AribaSession;
  const clock = testClock(Date.UTC(2026, 0, 1));
  const setQuotas = (quotas: object) => app.inject({ method: 'POST', url: '/__sim/ariba/quotas', payload: quotas });
  const forms = (session = ariba) => session.call('GET', FORMS);
  const stats = async () => (await app.inject({ method: 'GET', url: '/__sim/stats' })).json<SimStats>();

  beforeAll(async () => {
    app = await buildTestSimulators({}, clock.now);
    ariba = await aribaSession(app);
    second = await aribaSession(app, 'second-T');
  });
  afterEach(async () => {
    await app.inject({ method: 'DELETE', url: '/__sim/ariba/quotas' });
    await app.inject({ method: 'DELETE', url: '/__sim/faults' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts each call in every window and names the one with the least share left', async () => {
    await setQuotas({ second: { limit: 10, windowMs: 1000 }, minute: { limit: 4, windowMs: 60_000 } });
    clock.advance(15_000);
    expect(quotaHeaders((await forms()).headers)).toEqual({
      'x-ratelimit-limit-second': '10',
      'x-ratelimit-remaining-second': '9',
      'x-ratelimit-limit-minute': '4',
      'x-ratelimit-remaining-minute': '3',
      'ratelimit-limit': '4',
      'ratelimit-remaining': '3',
      'ratelimit-reset': '45',
    });
    expect(quotaHeaders((await forms()).headers)).toMatchObject({ 'x-ratelimit-remaining-second': '8', 'x-ratelimit-remaining-minute': '2' });
  });

  it('answers 429 once a shortened window is used up, counts nothing more, and recovers when it restarts', async () => {
    await setQuotas({ hour: { limit: 3, windowMs: 2000 }, day: { limit: 1000, windowMs: 86_400_000 } });
    clock.advance(2000 - (clock.now() % 2000) + 500);
    const before = (await stats()).aribaRateLimited;
    for (const left of ['2', '1', '0']) expect((await forms()).headers['x-ratelimit-remaining-hour']).toBe(left);
    const refused = await forms();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: ARIBA_MESSAGES.rateLimited, message: ARIBA_MESSAGES.rateLimitedDetail });
    expect(quotaHeaders(refused.headers)).toEqual({
      'x-ratelimit-limit-hour': '3',
      'x-ratelimit-remaining-hour': '0',
      'x-ratelimit-limit-day': '1000',
      'x-ratelimit-remaining-day': '997',
      'ratelimit-limit': '3',
      'ratelimit-remaining': '0',
      'ratelimit-reset': '2',
    });
    expect(refused.headers['retry-after']).toBeUndefined();
    expect((await stats()).aribaRateLimited).toBe(before + 1);
    // Other APIs and other realms count apart.
    expect((await ariba.vendors({ smVendorIds: ['S10028001'] })).statusCode).toBe(200);
    expect((await forms(second)).statusCode).toBe(200);
    clock.advance(1499);
    expect((await forms()).statusCode).toBe(429);
    clock.advance(1);
    const again = await forms();
    expect(again.statusCode).toBe(200);
    expect([again.headers['x-ratelimit-remaining-hour'], again.headers['x-ratelimit-remaining-day']]).toEqual(['2', '996']);
    expect((await stats()).aribaRateLimited).toBe(before + 2);
  });

  it('keeps the fault injector\u2019s own 429s apart from the quota', async () => {
    const before = (await stats()).aribaRateLimited;
    await app.inject({ method: 'POST', url: '/__sim/faults', payload: { ariba: { rateLimitEvery: 1 } } });
    const faulted = await forms();
    expect([faulted.statusCode, faulted.headers['retry-after'], faulted.json()]).toEqual([429, '1', { error: 'Too Many Requests', message: 'Too Many Requests' }]);
    expect((await stats()).aribaRateLimited).toBe(before);
  });

  it('sets, shows and puts back the quotas through the control surface', async () => {
    const defaults = (await app.inject({ method: 'GET', url: '/__sim/ariba/quotas' })).json<SimQuotas>();
    expect(defaults).toEqual({
      second: { limit: 2000, windowMs: 1000 },
      minute: { limit: 100_000, windowMs: 60_000 },
      hour: { limit: 2_000_000, windowMs: 3_600_000 },
      day: { limit: 20_000_000, windowMs: 86_400_000 },
    });
    expect((await setQuotas({ minute: { limit: 5, windowMs: 1000 } })).json()).toEqual({ minute: { limit: 5, windowMs: 1000 } });
    expect(Object.keys(quotaHeaders((await forms()).headers)).sort()).toEqual([
      'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'x-ratelimit-limit-minute', 'x-ratelimit-remaining-minute',
    ]);
    expect((await setQuotas({})).json()).toEqual({});
    expect(quotaHeaders((await forms()).headers)).toEqual({});
    for (const bad of [{ minute: { limit: 0, windowMs: 1000 } }, { week: { limit: 1, windowMs: 1000 } }, { hour: { limit: 1, windowMs: 10 } }]) {
      expect((await setQuotas(bad)).statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'DELETE', url: '/__sim/ariba/quotas' })).json()).toEqual(defaults);
  });

  it('starts with the quotas of the environment', async () => {
    const shortened = await buildTestSimulators({ SIM_ARIBA_QUOTA_SECOND: 'off', SIM_ARIBA_QUOTA_MINUTE: '0', SIM_ARIBA_QUOTA_HOUR: '7/1500', SIM_ARIBA_QUOTA_DAY: '9' });
    try {
      expect((await shortened.inject({ method: 'GET', url: '/__sim/ariba/quotas' })).json()).toEqual({
        hour: { limit: 7, windowMs: 1500 },
        day: { limit: 9, windowMs: 86_400_000 },
      });
    } finally {
      await shortened.close();
    }
  });
});
