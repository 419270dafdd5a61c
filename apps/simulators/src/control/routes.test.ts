import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import type { FaultsState, SimCompaniesPage, SimStats, SimSuppliersPage } from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSimulators } from '../../test/test-app.ts';

const catalyst = { method: 'GET' as const, url: '/catalyst/models', headers: { apitoken: SIMULATOR_DEFAULTS.catalyst.apiKey } };

describe('simulator control surface', () => {
  let app: FastifyInstance;
  const setFaults = (payload: object) => app.inject({ method: 'POST', url: '/__sim/faults', payload });
  const statuses = async (n: number) => {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) codes.push((await app.inject(catalyst)).statusCode);
    return codes;
  };

  beforeAll(async () => {
    app = await buildTestSimulators();
  });
  afterEach(async () => {
    await app.inject({ method: 'DELETE', url: '/__sim/faults' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('injects 5xx at the configured rate, the same sequence every time', async () => {
    await setFaults({ catalyst: { errorRate: 0.3, seed: 4 } });
    const first = await statuses(200);
    const errors = first.filter((s) => s === 500).length;
    expect(errors).toBeGreaterThan(40);
    expect(errors).toBeLessThan(80);
    await setFaults({ catalyst: { seed: 4 } });
    expect(await statuses(200)).toEqual(first);
  });

  it('injects 429 with Retry-After and 504 every Nth call', async () => {
    await setFaults({ catalyst: { rateLimitEvery: 2, timeoutEvery: 3 } });
    expect(await statuses(6)).toEqual([200, 429, 504, 429, 200, 504]);
    await setFaults({ catalyst: { rateLimitEvery: 1, timeoutEvery: 0 } });
    const limited = await app.inject(catalyst);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.json()).toEqual({ Message: 'Too Many Requests' });
  });

  it('adds latency', async () => {
    await setFaults({ catalyst: { latencyMs: 120 } });
    const started = performance.now();
    expect((await app.inject(catalyst)).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('resets faults and leaves other providers alone', async () => {
    const set = (await setFaults({ orbis: { errorRate: 1 } })).json<FaultsState>();
    expect(set.orbis.errorRate).toBe(1);
    expect(set.catalyst.errorRate).toBe(0);
    expect((await app.inject({ method: 'DELETE', url: '/__sim/faults' })).json<FaultsState>().orbis.errorRate).toBe(0);
    expect((await setFaults({ nowhere: { errorRate: 1 } })).statusCode).toBe(400);
    expect((await setFaults({ orbis: { errorRate: 2 } })).statusCode).toBe(400);
  });

  it('lists companies and suppliers with their true BvD IDs', async () => {
    const companies = (await app.inject({ method: 'GET', url: '/__sim/companies?offset=3990&limit=50' })).json<SimCompaniesPage>();
    expect(companies).toMatchObject({ total: 4000, offset: 3990 });
    expect(companies.items).toHaveLength(10);
    const suppliers = (await app.inject({ method: 'GET', url: '/__sim/suppliers?realm=second-T&limit=5' })).json<SimSuppliersPage>();
    expect(suppliers.total).toBe(1300);
    expect(suppliers.items.every((s) => s.realm === 'second-T')).toBe(true);
    expect(suppliers.items.some((s) => s.trueBvdId !== null)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/__sim/suppliers?limit=5000' })).statusCode).toBe(400);
  });

  it('counts calls per provider', async () => {
    const before = (await app.inject({ method: 'GET', url: '/__sim/stats' })).json<SimStats>();
    await app.inject(catalyst);
    const after = (await app.inject({ method: 'GET', url: '/__sim/stats' })).json<SimStats>();
    expect(after.requests.catalyst).toBe(before.requests.catalyst + 1);
    expect(after).toEqual({ ...before, requests: after.requests, aribaRateLimited: 0 });
  });
});
