import type { CatalystAssessment, CatalystModel } from '@connector/contracts/providers/catalyst';
import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import type { SimCompaniesPage } from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSimulators, testClock } from '../test-support.ts';

const headers = { apitoken: SIMULATOR_DEFAULTS.catalyst.apiKey };

describe('Compliance Catalyst simulator', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let bvdId: string;
  beforeAll(async () => {
    app = await buildTestSimulators({}, clock.now);
    bvdId = (await app.inject({ method: 'GET', url: '/__sim/companies?limit=1' })).json<SimCompaniesPage>().items[0]?.bvdId ?? '';
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses calls without the ApiToken', async () => {
    expect((await app.inject({ method: 'GET', url: '/catalyst/models' })).statusCode).toBe(401);
  });

  it('starts an assessment that runs, then completes with a score, label and alerts', async () => {
    const models = (await app.inject({ method: 'GET', url: '/catalyst/models', headers })).json<CatalystModel[]>();
    expect(models.length).toBeGreaterThan(0);
    const started = await app.inject({ method: 'POST', url: '/catalyst/assessments', headers, payload: { BvDId: bvdId, ModelId: models[0]?.Id, UserName: 'ana@acme.test' } });
    expect(started.statusCode).toBe(201);
    const id = started.json<{ SelectionId: { CF_RA_Id: string } }>().SelectionId.CF_RA_Id;
    const running = (await app.inject({ method: 'GET', url: `/catalyst/assessments/${id}`, headers })).json<CatalystAssessment>();
    expect(running).toMatchObject({ CF_RA_Id: id, BvDId: bvdId, CF_RA_Status: 'InProgress', CF_RA_Score: null, CF_RA_StartedBy: 'ana@acme.test' });
    clock.advance(1000);
    const done = (await app.inject({ method: 'GET', url: `/catalyst/assessments/${id}`, headers })).json<CatalystAssessment>();
    expect(done.CF_RA_Status).toBe('Completed');
    expect(done.CF_RA_Score).toBeGreaterThanOrEqual(0);
    expect(['Low', 'Medium', 'High']).toContain(done.CF_RA_ScoreLabel);
    expect(done.CFE_RA_MODIFICATION_DATE > done.CF_RA_StartedOn).toBe(true);
    const ofCompany = (await app.inject({ method: 'GET', url: `/catalyst/companies/${bvdId}/assessments`, headers })).json<CatalystAssessment[]>();
    expect(ofCompany[0]?.CF_RA_Id).toBe(id);
  });

  it('refuses an unknown company or model', async () => {
    expect((await app.inject({ method: 'POST', url: '/catalyst/assessments', headers, payload: { BvDId: 'ZZ1', ModelId: 'CC-STD' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/catalyst/assessments', headers, payload: { BvDId: bvdId, ModelId: 'nope' } })).statusCode).toBe(404);
  });

  it('serves the embeddable page with an Orbis context only', async () => {
    const id = (await app.inject({ method: 'POST', url: '/catalyst/assessments', headers, payload: { BvDId: bvdId, ModelId: 'CC-STD' } })).json<{ SelectionId: { CF_RA_Id: string } }>().SelectionId.CF_RA_Id;
    expect((await app.inject({ method: 'GET', url: `/catalyst/embed/assessments/${id}` })).statusCode).toBe(401);
    const { Context } = (await app.inject({ method: 'POST', url: '/orbis/Companies/context', headers: { apitoken: SIMULATOR_DEFAULTS.orbis.apiToken } })).json<{ Context: string }>();
    const page = await app.inject({ method: 'GET', url: `/catalyst/embed/assessments/${id}?context=${Context}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(id);
  });
});
