import type { SimHealth } from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSimulators } from '../test/test-app.ts';

describe('simulators process', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestSimulators();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers its health check with the world it serves', async () => {
    const response = await app.inject({ method: 'GET', url: '/__sim/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      companies: 4000,
      realms: ['connector-T', 'second-T'],
      suppliers: 2600,
      suppliersByRealm: { 'connector-T': 1300, 'second-T': 1300 },
    });
  });

  it('serves realms of their own sizes', async () => {
    const sized = await buildTestSimulators({ SIM_ARIBA_REALM: 'connector-T:2500,second-T:10' });
    try {
      const health = (await sized.inject({ method: 'GET', url: '/__sim/health' })).json<SimHealth>();
      expect(health).toMatchObject({ suppliers: 2510, suppliersByRealm: { 'connector-T': 2500, 'second-T': 10 } });
    } finally {
      await sized.close();
    }
  });

  it('answers 404 for a path it does not simulate', async () => {
    const response = await app.inject({ method: 'GET', url: '/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});
