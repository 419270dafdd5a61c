import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import type { OrbisContextResponse } from '@connector/contracts/providers/orbis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../shared/html.ts';
import type { Company } from '../world/company.ts';
import { buildOrbisTestApp, testClock } from '../../test/test-app.ts';

const headers = { apitoken: SIMULATOR_DEFAULTS.orbis.apiToken };
const TTL_MS = SIMULATOR_DEFAULTS.orbis.contextTtlSeconds * 1000;

/** The company report a console frames (decision 019): opened only with a live context Orbis issued. */
describe('Orbis simulator: the company report page', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let company: Company;
  beforeAll(async () => {
    const orbis = await buildOrbisTestApp({}, clock.now);
    app = orbis.app;
    company = orbis.context.world.companyAt(3);
  });
  afterAll(async () => {
    await app.close();
  });

  const issue = async () => (await app.inject({ method: 'POST', url: '/orbis/Companies/context', headers })).json<OrbisContextResponse>().Context;
  const report = (query: string) => app.inject({ method: 'GET', url: `/orbis/Companies/report/${encodeURIComponent(company.bvdId)}${query}` });

  it('shows the company with a context it issued', async () => {
    const response = await report(`?context=${await issue()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<h1>${escapeHtml(company.name)}`);
  });

  it.each([
    ['no context', ''],
    ['an empty context', '?context='],
    ['a context it never issued', '?context=made-up'],
  ])('refuses %s with the expired-session page', async (_, query) => {
    const response = await report(query);
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Session expired');
    expect(response.body).not.toContain(company.bvdId);
  });

  it('refuses a context once its lifetime has passed', async () => {
    const context = await issue();
    clock.advance(TTL_MS - 1);
    expect((await report(`?context=${context}`)).statusCode).toBe(200);
    clock.advance(1);
    const expired = await report(`?context=${context}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.body).not.toContain(company.bvdId);
  });
});
