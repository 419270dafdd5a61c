import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSimulators } from './app.ts';

describe('simulators process', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildSimulators();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers its health check', async () => {
    const response = await app.inject({ method: 'GET', url: '/__sim/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 404 for a path it does not simulate', async () => {
    const response = await app.inject({ method: 'GET', url: '/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});
