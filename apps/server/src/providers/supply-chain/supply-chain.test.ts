import { describe, expect, it } from 'vitest';
import { BreakerRegistry } from '../http/resilience.ts';
import { SIM, useSimulator } from '../../../test/simulator.ts';
import { createSupplyChainAdapter } from './client.ts';

const sim = useSimulator({ SIM_COMPANIES: '2000', SIM_ASSESSMENT_DURATION_MS: '0' });

const supplyChain = (apiKey: string = SIM.supplyChain.apiKey) =>
  createSupplyChainAdapter({ baseUrl: sim().base.supplychain, apiKey, breakers: new BreakerRegistry() });

describe('Supply Chain Catalyst adapter against the simulator', () => {
  it('starts an assessment in a portfolio and finds it by portfolio and by company', async () => {
    const adapter = supplyChain();
    const [model] = await adapter.models();
    const [portfolio] = await adapter.portfolios();
    const [company] = (await sim().companies(0, 1)).items;
    if (!model || !portfolio || !company) throw new Error('the simulator has no models, portfolios or companies');

    const started = await adapter.startAssessment({ BvDId: company.bvdId, ModelId: model.Id, PortfolioId: portfolio.Id });
    expect(started.PortfolioId).toBe(portfolio.Id);
    await expect.poll(async () => (await adapter.assessment(started.AssessmentId)).Status).toBe('Completed');

    const inPortfolio = await adapter.portfolioAssessments(portfolio.Id);
    expect(inPortfolio.map((a) => a.AssessmentId)).toContain(started.AssessmentId);
    const ofCompany = await adapter.companyAssessments(company.bvdId);
    expect(ofCompany.find((a) => a.AssessmentId === started.AssessmentId)).toMatchObject({
      BvDId: company.bvdId,
      ModelId: model.Id,
    });
  });

  it('names a missing portfolio and refuses a wrong key clearly', async () => {
    await expect(supplyChain().portfolioAssessments('NO-SUCH')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Supply Chain Catalyst has no portfolio NO-SUCH',
    });
    await expect(supplyChain('wrong').portfolios()).rejects.toMatchObject({
      kind: 'auth',
      message: 'Supply Chain Catalyst refused the credentials',
    });
  });
});
