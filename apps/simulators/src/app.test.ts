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
    expect(response.json()).toMatchObject({ status: 'ok', companies: 4000, realms: ['connector-T', 'second-T'], suppliers: 2600 });
  });

  it('answers 404 for a path it does not simulate', async () => {
    const response = await app.inject({ method: 'GET', url: '/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});
