import { COMPANY_VIEW_MESSAGES } from '@connector/contracts';
import type { SimCompany } from '@connector/contracts/providers/simulator';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { openWorld, type Actor, type World } from '../../../test/world.ts';
import { DEMO_APP_ID, demoApp } from '../applications/index.ts';

const sim = useSimulator();

/**
 * What the company views cost in Orbis calls (issue 29, item 2): answers are kept for their
 * validity, identical calls in flight are shared, and what still reaches Orbis is limited per
 * user and per application. Counted where it costs: at the simulator.
 */
describe.each(testDatabases)('the Orbis calls of the company views on $name', (database) => {
  let w: World;
  let companies: SimCompany[];

  const orbisCalls = async () => (await sim().stats()).requests.orbis;
  const ask = (actor: Actor, path: string, appId = DEMO_APP_ID) => w.call(actor, 'GET', `/api/apps/${appId}${path}`);
  const check = (actor: Actor, company: SimCompany, appId?: string) => ask(actor, `/orbis/company/${company.bvdId}`, appId);
  const context = (actor: Actor, appId?: string) => ask(actor, '/orbis/context', appId);

  /** Orbis calls made while `work` runs. */
  async function callsDuring(work: () => Promise<unknown>): Promise<number> {
    const before = await orbisCalls();
    await work();
    return (await orbisCalls()) - before;
  }

  /** Saves the application wired to the simulator, with `moodys` over the demo's Orbis settings. */
  async function configure(appId: string, moodys: Record<string, unknown> = {}): Promise<void> {
    const body = demoApp(sim().url);
    const params = { ...body.params, moodys: { ...body.params.moodys, ...moodys } };
    const saved = await w.call('superAdmin', 'PUT', `/api/apps/${appId}`, { ...body, params });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  /** A new application of default wired to the simulator: its answers and limits are its own. */
  async function wiredApp(appName: string, moodys: Record<string, unknown> = {}): Promise<string> {
    const { appId } = dataOf<{ appId: string }>(await w.call('superAdmin', 'POST', '/api/apps', { appName }), 201);
    await configure(appId, moodys);
    return appId;
  }

  function expectRateLimited(response: LightMyRequestResponse): void {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toEqual({ success: false, message: COMPANY_VIEW_MESSAGES.orbisRateLimited });
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter), String(response.headers['retry-after'])).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }

  beforeAll(async () => {
    w = await openWorld(database, { env: { SIM_URL: sim().url } });
    companies = (await sim().companies(0, 8)).items;
  }, 60_000);
  afterAll(() => w?.close());

  it('asks Orbis once per company and once for the context in a burst of 100 report views and 50 contexts by one user', async () => {
    const viewed = companies.slice(0, 4);
    const burst = [
      ...Array.from({ length: 100 }, (_, i) => () => check('userBvd', viewed[i % viewed.length] as SimCompany)),
      ...Array.from({ length: 50 }, () => () => context('userBvd')),
    ];
    let answers: LightMyRequestResponse[] = [];
    const calls = await callsDuring(async () => {
      answers = await Promise.all(burst.map((request) => request()));
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual(burst.map(() => 200));
    expect(calls, `${calls} Orbis calls for ${burst.length} requests`).toBe(viewed.length + 1);
    // Within their validity, the same views again cost nothing.
    expect(await callsDuring(() => Promise.all(burst.slice(0, 10).map((request) => request())))).toBe(0);
  });

  it('shares one call among concurrent identical requests', async () => {
    const appId = await wiredApp('Costs_flight');
    const company = companies[4] as SimCompany;
    const calls = await callsDuring(async () => {
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => check('userBvd', company, appId)),
        ...Array.from({ length: 10 }, () => context('tenantAdmin', appId)),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      const contexts = answers.slice(10).map((answer) => answer.json<{ data: { context: string } }>().data.context);
      expect(new Set(contexts).size).toBe(1);
    });
    expect(calls).toBe(2);
  });

  it('refuses a user past the application’s per-user limit with 429 and Retry-After, and lets another user ask', async () => {
    const appId = await wiredApp('Costs_user', { orbisCallsPerUser: 2, orbisCallsPerApp: 100 });
    expect((await check('userBvd', companies[0] as SimCompany, appId)).statusCode).toBe(200);
    expect((await context('userBvd', appId)).statusCode).toBe(200);
    const refused = await callsDuring(async () => expectRateLimited(await check('userBvd', companies[1] as SimCompany, appId)));
    expect(refused).toBe(0);
    // What is kept costs nothing, so it is not limited; another user has a limit of their own.
    expect((await check('userBvd', companies[0] as SimCompany, appId)).statusCode).toBe(200);
    expect((await check('tenantAdmin', companies[1] as SimCompany, appId)).statusCode).toBe(200);
  });

  it('refuses every user past the per-application limit with 429 and Retry-After', async () => {
    const appId = await wiredApp('Costs_app', { orbisCallsPerUser: 100, orbisCallsPerApp: 3 });
    expect((await check('userBvd', companies[0] as SimCompany, appId)).statusCode).toBe(200);
    expect((await check('userBvd', companies[1] as SimCompany, appId)).statusCode).toBe(200);
    expect((await context('tenantAdmin', appId)).statusCode).toBe(200);
    const refused = await callsDuring(async () => {
      expectRateLimited(await check('tenantAdmin', companies[2] as SimCompany, appId));
      expectRateLimited(await check('userBvd', companies[3] as SimCompany, appId));
    });
    expect(refused).toBe(0);
    // Another application's limit is its own.
    expect((await check('userBvd', companies[2] as SimCompany)).statusCode).toBe(200);
  });

  it('never answers from the old provider once the Orbis settings change', async () => {
    const appId = await wiredApp('Costs_settings');
    const company = companies[5] as SimCompany;
    const kept = await callsDuring(async () => {
      for (let i = 0; i < 3; i++) {
        expect((await check('userBvd', company, appId)).statusCode).toBe(200);
        expect((await context('userBvd', appId)).statusCode).toBe(200);
      }
    });
    expect(kept).toBe(2);
    await configure(appId, { orbisApiToken: 'not-the-simulator-token' });
    const asked = await callsDuring(async () => {
      // The simulator refuses the new token: only a call under the new settings answers that.
      expect((await check('userBvd', company, appId)).statusCode).toBe(503);
      expect((await context('userBvd', appId)).statusCode).toBe(503);
    });
    expect(asked).toBeGreaterThanOrEqual(2);
  });
});
