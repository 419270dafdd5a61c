import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import type { SimCompaniesPage } from '@connector/contracts/providers/simulator';
import type { SupplyChainAssessment, SupplyChainPortfolio } from '@connector/contracts/providers/supply-chain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSimulators, testClock } from '../test-support.ts';

const headers = { apitoken: SIMULATOR_DEFAULTS.supplyChain.apiKey };

describe('Supply Chain Catalyst simulator', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let bvdId: string;
  beforeAll(async () => {
    app = await buildTestSimulators({}, clock.now);
    bvdId = (await app.inject({ method: 'GET', url: '/__sim/companies?offset=5&limit=1' })).json<SimCompaniesPage>().items[0]?.bvdId ?? '';
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses calls without the ApiToken', async () => {
    expect((await app.inject({ method: 'GET', url: '/supplychain/portfolios' })).statusCode).toBe(401);
  });

  it('starts an assessment in a portfolio and lists it by portfolio and by company', async () => {
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
    const response = await app.inject({ method: 'POST', url: '/supplychain/assessments', headers, payload: { BvDId: bvdId, ModelId: 'SCC-RES', PortfolioId: 'PF-999' } });
    expect(response.statusCode).toBe(404);
  });
});
