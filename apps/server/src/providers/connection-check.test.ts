import { describe, expect, it } from 'vitest';
import { createAribaAdapter } from './ariba/client.ts';
import { createCatalystAdapter } from './catalyst/client.ts';
import { testConnection } from './connection-check.ts';
import { BreakerRegistry } from './http/resilience.ts';
import { createOrbisAdapter } from './orbis/client.ts';
import { createSupplyChainAdapter } from './supply-chain/client.ts';
import { SIM, useSimulator } from '../../test/simulator.ts';

const sim = useSimulator({ SIM_COMPANIES: '2000', SIM_SUPPLIERS_PER_REALM: '50' });

function adapters(secret: (good: string) => string) {
  const common = { breakers: new BreakerRegistry(), retry: { maxAttempts: 0 } };
  return [
    createAribaAdapter({
      ...common,
      baseUrl: sim().base.ariba,
      clientId: SIM.ariba.clientId,
      clientSecret: secret(SIM.ariba.clientSecret),
      apiKey: SIM.ariba.apiKey,
      realm: SIM.ariba.realms[0],
    }),
    createOrbisAdapter({ ...common, baseUrl: sim().base.orbis, apiToken: secret(SIM.orbis.apiToken) }),
    createCatalystAdapter({ ...common, baseUrl: sim().base.catalyst, apiKey: secret(SIM.catalyst.apiKey) }),
    createSupplyChainAdapter({ ...common, baseUrl: sim().base.supplychain, apiKey: secret(SIM.supplyChain.apiKey) }),
  ];
}

describe('test connection', () => {
  it('succeeds for every provider with the right settings', async () => {
    const results = await Promise.all(adapters((good) => good).map((adapter) => testConnection(adapter)));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true]);
  });

  it('names each provider that refuses the credentials', async () => {
    const results = await Promise.all(adapters(() => 'wrong').map((adapter) => testConnection(adapter)));
    expect(results).toEqual(
      ['Ariba', 'Orbis', 'Compliance Catalyst', 'Supply Chain Catalyst'].map((provider) => ({
        ok: false,
        provider,
        kind: 'auth',
        status: 401,
        message: `${provider} refused the credentials`,
      })),
    );
  });

  it('says it could not connect when a provider cannot be reached, without the reason', async () => {
    const orbis = createOrbisAdapter({
      baseUrl: 'http://127.0.0.1:1/orbis',
      apiToken: 'x',
      breakers: new BreakerRegistry(),
      retry: { maxAttempts: 0 },
    });
    await expect(testConnection(orbis)).resolves.toEqual({
      ok: false,
      provider: 'Orbis',
      kind: 'unavailable',
      message: 'Could not connect to Orbis at this URL',
    });
  });
});
