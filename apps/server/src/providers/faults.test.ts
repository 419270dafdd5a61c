import { describe, expect, it } from 'vitest';
import { createAribaAdapter } from './ariba/client.ts';
import { createCatalystAdapter } from './catalyst/client.ts';
import { BreakerRegistry, type RetrySettings } from './http/resilience.ts';
import type { ConnectionSettings } from './http/settings.ts';
import { createOrbisAdapter } from './orbis/client.ts';
import { createSupplyChainAdapter } from './supply-chain/client.ts';
import { SIM, useSimulator } from '../../test/simulator.ts';

const sim = useSimulator({ SIM_COMPANIES: '2000', SIM_SUPPLIERS_PER_REALM: '300' });

/** Quick retries so the budget is spent in milliseconds, and a fetch that counts what it sends. */
function settings(extra: Partial<ConnectionSettings> = {}) {
  const sent = { count: 0 };
  const counting: typeof fetch = (input, init) => {
    sent.count += 1;
    return fetch(input, init);
  };
  const retry: RetrySettings = { initialDelayMs: 5, maxDelayMs: 50 };
  return { sent, common: { retry, breakers: new BreakerRegistry(), fetch: counting, ...extra } };
}

const adapters = (common: Omit<ConnectionSettings, 'baseUrl'>) => ({
  ariba: createAribaAdapter({
    ...common,
    baseUrl: sim().base.ariba,
    clientId: SIM.ariba.clientId,
    clientSecret: SIM.ariba.clientSecret,
    apiKey: SIM.ariba.apiKey,
    realm: SIM.ariba.realms[0],
  }),
  orbis: createOrbisAdapter({ ...common, baseUrl: sim().base.orbis, apiToken: SIM.orbis.apiToken }),
  catalyst: createCatalystAdapter({ ...common, baseUrl: sim().base.catalyst, apiKey: SIM.catalyst.apiKey }),
  supplyChain: createSupplyChainAdapter({ ...common, baseUrl: sim().base.supplychain, apiKey: SIM.supplyChain.apiKey }),
});

const every = { errorRate: 0.3, seed: 7 };

describe('adapters under injected faults', () => {
  it('succeed within their retry budget when 30 % of answers are 5xx', async () => {
    const { sent, common } = settings();
    const { ariba, orbis, catalyst, supplyChain } = adapters(common);
    await sim().setFaults({ ariba: every, orbis: every, catalyst: every, supplychain: every });
    const calls = 25;
    for (let i = 0; i < calls; i += 1) {
      await ariba.vendorPage({}, { top: 5, skip: i * 5 });
      await orbis.match({ Name: `Company ${i}`, Country: 'DE' });
      await catalyst.models();
      await supplyChain.portfolios();
    }
    const retries = sent.count - calls * 4 - 1; // one Ariba token call
    console.info(`30 % injected 5xx: ${calls * 4} calls succeeded with ${retries} retries (${sent.count} requests)`);
    expect(retries).toBeGreaterThan(0);
    expect(sent.count).toBeLessThanOrEqual(calls * 4 * 5 + 1);
  });

  it('fail fast with a clear message while the circuit is open, without calling', async () => {
    const { sent, common } = settings({ retry: { maxAttempts: 1, initialDelayMs: 5 }, breaker: { threshold: 3, halfOpenAfterMs: 60_000 } });
    const { orbis } = adapters(common);
    await sim().setFaults({ orbis: { errorRate: 1 } });
    for (let i = 0; i < 3; i += 1) {
      await expect(orbis.match({ Name: 'Acme' })).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
    }
    const sentBefore = sent.count;
    const seenBefore = (await sim().stats()).requests.orbis;
    const started = performance.now();
    await expect(orbis.match({ Name: 'Acme' })).rejects.toMatchObject({
      kind: 'circuit-open',
      message: 'Orbis is not answering (circuit open); try again shortly',
    });
    // No call and no retry delay: far under a second even on a slow, busy machine.
    expect(performance.now() - started).toBeLessThan(500);
    expect(sent.count).toBe(sentBefore);
    expect((await sim().stats()).requests.orbis).toBe(seenBefore);
  });

  it('wait as long as Retry-After asks on 429', async () => {
    const { sent, common } = settings();
    const { catalyst } = adapters(common);
    await sim().setFaults({ catalyst: { rateLimitEvery: 2 } });
    await catalyst.models();
    const started = performance.now();
    await expect(catalyst.models()).resolves.not.toHaveLength(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(sent.count).toBe(3);
  });

  it('give up on an attempt that outlives its timeout', async () => {
    const { sent, common } = settings({ timeoutMs: 100, retry: { maxAttempts: 1, initialDelayMs: 5 } });
    const { supplyChain } = adapters(common);
    await sim().setFaults({ supplychain: { latencyMs: 3_000 } });
    const started = performance.now();
    await expect(supplyChain.models()).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Supply Chain Catalyst did not answer within 100 ms',
    });
    // Two attempts of 100 ms, well before a single answer would have come.
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(sent.count).toBe(2);
  });

  it('repeat a read after an upstream 504 but never a write the service may have done', async () => {
    const { sent, common } = settings();
    const { catalyst } = adapters(common);
    await sim().setFaults({ catalyst: { timeoutEvery: 2 } });
    await catalyst.models();
    await catalyst.models();
    expect(sent.count).toBe(3);

    await sim().setFaults({ catalyst: { timeoutEvery: 0, errorEvery: 1 } });
    const [company] = (await sim().companies(0, 1)).items;
    await expect(catalyst.startAssessment({ BvDId: company?.bvdId ?? '', ModelId: 'any' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(sent.count).toBe(4);
  });
});
