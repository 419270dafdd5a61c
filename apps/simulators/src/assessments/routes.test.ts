import type { CatalystAssessment, CatalystModel } from '@connector/contracts/providers/catalyst';
import { SIMULATOR_DEFAULTS, SIMULATOR_PREFIXES } from '@connector/contracts/providers/defaults';
import type { SimCompaniesPage } from '@connector/contracts/providers/simulator';
import type { SupplyChainAssessment, SupplyChainPortfolio } from '@connector/contracts/providers/supply-chain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSimulators, testClock } from '../../test/test-app.ts';

/** Both Catalyst products on one simulator; each test uses its own company, so none sees another's assessments. */
const clock = testClock();
let app: FastifyInstance;
const companyAt = async (offset: number) =>
  (await app.inject({ method: 'GET', url: `/__sim/companies?offset=${offset}&limit=1` })).json<SimCompaniesPage>().items[0]?.bvdId ?? '';

beforeAll(async () => {
  app = await buildTestSimulators({}, clock.now);
});
afterAll(async () => {
  await app.close();
});

const PRODUCTS = [
  {
    name: 'Compliance Catalyst',
    prefix: SIMULATOR_PREFIXES.catalyst,
    headers: { apitoken: SIMULATOR_DEFAULTS.catalyst.apiKey },
    start: (BvDId: string, ModelId = 'CC-STD') => ({ BvDId, ModelId }),
    idOf: (answer: unknown) => (answer as { SelectionId: { CF_RA_Id: string } }).SelectionId.CF_RA_Id,
  },
  {
    name: 'Supply Chain Catalyst',
    prefix: SIMULATOR_PREFIXES.supplychain,
    headers: { apitoken: SIMULATOR_DEFAULTS.supplyChain.apiKey },
    start: (BvDId: string, ModelId = 'SCC-RES') => ({ BvDId, ModelId, PortfolioId: 'PF-001' }),
    idOf: (answer: unknown) => (answer as { AssessmentId: string }).AssessmentId,
  },
];

describe.each(PRODUCTS)('$name simulator (shared Catalyst routes)', ({ prefix, headers, start, idOf }) => {
  it('refuses calls without the ApiToken', async () => {
    expect((await app.inject({ method: 'GET', url: `${prefix}/models` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${prefix}/models`, headers })).statusCode).toBe(200);
  });

  it('refuses an unknown company or model', async () => {
    const bvdId = await companyAt(1);
    expect((await app.inject({ method: 'POST', url: `${prefix}/assessments`, headers, payload: start('ZZ1') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${prefix}/assessments`, headers, payload: start(bvdId, 'nope') })).statusCode).toBe(404);
  });

  it('serves the embeddable page with an Orbis context only', async () => {
    const started = await app.inject({ method: 'POST', url: `${prefix}/assessments`, headers, payload: start(await companyAt(2)) });
    const id = idOf(started.json());
    expect((await app.inject({ method: 'GET', url: `${prefix}/embed/assessments/${id}` })).statusCode).toBe(401);
    const { Context } = (
      await app.inject({ method: 'POST', url: '/orbis/Companies/context', headers: { apitoken: SIMULATOR_DEFAULTS.orbis.apiToken } })
    ).json<{ Context: string }>();
    const page = await app.inject({ method: 'GET', url: `${prefix}/embed/assessments/${id}?context=${Context}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(id);
  });
});

describe('Compliance Catalyst simulator', () => {
  const headers = { apitoken: SIMULATOR_DEFAULTS.catalyst.apiKey };

  it('starts an assessment that runs, then completes with a score, label and alerts', async () => {
    const bvdId = await companyAt(0);
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
});

describe('Supply Chain Catalyst simulator', () => {
  const headers = { apitoken: SIMULATOR_DEFAULTS.supplyChain.apiKey };

  it('refuses its portfolio calls without the ApiToken', async () => {
    expect((await app.inject({ method: 'GET', url: '/supplychain/portfolios' })).statusCode).toBe(401);
  });

  it('starts an assessment in a portfolio and lists it by portfolio and by company', async () => {
    const bvdId = await companyAt(5);
    const models = (await app.inject({ method: 'GET', url: '/supplychain/models', headers })).json<{ Id: string }[]>();
    const portfolios = (await app.inject({ method: 'GET', url: '/supplychain/portfolios', headers })).json<SupplyChainPortfolio[]>();
    const portfolioId = portfolios[1]?.Id ?? '';
    const started = await app.inject({ method: 'POST', url: '/supplychain/assessments', headers, payload: { BvDId: bvdId, ModelId: models[0]?.Id, PortfolioId: portfolioId } });
    expect(started.statusCode).toBe(201);
    const { AssessmentId } = started.json<{ AssessmentId: string }>();
    clock.advance(1000);
    const inPortfolio = (await app.inject({ method: 'GET', url: `/supplychain/portfolios/${portfolioId}/assessments`, headers })).json<SupplyChainAssessment[]>();
    expect(inPortfolio).toHaveLength(1);
    expect(inPortfolio[0]).toMatchObject({ AssessmentId, PortfolioId: portfolioId, BvDId: bvdId, Status: 'Completed' });
    expect(['Low', 'Medium', 'High']).toContain(inPortfolio[0]?.ScoreLabel);
    const ofCompany = (await app.inject({ method: 'GET', url: `/supplychain/companies/${bvdId}/assessments`, headers })).json<SupplyChainAssessment[]>();
    expect(ofCompany.map((a) => a.AssessmentId)).toContain(AssessmentId);
    const counted = (await app.inject({ method: 'GET', url: '/supplychain/portfolios', headers })).json<SupplyChainPortfolio[]>();
    expect(counted.find((p) => p.Id === portfolioId)?.AssessmentCount).toBe(1);
  });

  it('refuses an unknown portfolio', async () => {
    const response = await app.inject({ method: 'POST', url: '/supplychain/assessments', headers, payload: { BvDId: await companyAt(5), ModelId: 'SCC-RES', PortfolioId: 'PF-999' } });
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/supplychain/portfolios/PF-999/assessments', headers })).statusCode).toBe(404);
  });
});
