import { describe, expect, it } from 'vitest';
import { SIM, useSimulator } from '../../../test/simulator.ts';
import { createCatalystAdapter } from '../catalyst/client.ts';
import { BreakerRegistry } from '../http/resilience.ts';
import { createOrbisAdapter } from '../orbis/client.ts';
import { createSupplyChainAdapter } from '../supply-chain/client.ts';
import type { CommonAssessmentCalls } from './client.ts';

const sim = useSimulator({ SIM_COMPANIES: '2000', SIM_ASSESSMENT_DURATION_MS: '0' });

/** One Catalyst product as these tests drive it: its adapter, and a start with its own body and answer. */
interface Product {
  provider: string;
  base(): string;
  connect(apiKey?: string): CommonAssessmentCalls<{ Id: string }, unknown>;
  /** Starts an assessment of the company with the product's first model; answers its id. */
  startFor(bvdId: string): Promise<string>;
  /** The result field of the assessment's status, in the product's own column name. */
  statusField: { key: string; label: string };
}

const breakers = () => new BreakerRegistry();
const catalyst = (apiKey = SIM.catalyst.apiKey) => createCatalystAdapter({ baseUrl: sim().base.catalyst, apiKey, breakers: breakers() });
const supplyChain = (apiKey = SIM.supplyChain.apiKey) =>
  createSupplyChainAdapter({ baseUrl: sim().base.supplychain, apiKey, breakers: breakers() });

const PRODUCTS: Product[] = [
  {
    provider: 'Compliance Catalyst',
    base: () => sim().base.catalyst,
    connect: catalyst,
    async startFor(bvdId) {
      const [model] = await catalyst().models();
      return catalyst().startAssessment({ BvDId: bvdId, ModelId: model?.Id ?? '' });
    },
    statusField: { key: 'CF_RA_Status', label: 'Catalyst Status' },
  },
  {
    provider: 'Supply Chain Catalyst',
    base: () => sim().base.supplychain,
    connect: supplyChain,
    async startFor(bvdId) {
      const [[model], [portfolio]] = await Promise.all([supplyChain().models(), supplyChain().portfolios()]);
      const started = await supplyChain().startAssessment({ BvDId: bvdId, ModelId: model?.Id ?? '', PortfolioId: portfolio?.Id ?? '' });
      return started.AssessmentId;
    },
    statusField: { key: 'Status', label: 'Supply Chain Status' },
  },
];

describe.each(PRODUCTS)('$provider adapter (shared Catalyst calls) against the simulator', (product) => {
  it('builds an embed address the simulator serves with a BvD context', async () => {
    const [company] = (await sim().companies(1, 1)).items;
    const id = await product.startFor(company?.bvdId ?? '');
    const { Context } = await createOrbisAdapter({ baseUrl: sim().base.orbis, apiToken: SIM.orbis.apiToken }).contextToken();
    const url = product.connect().embedUrl(id, Context);
    expect(url).toBe(`${product.base()}/embed/assessments/${id}?context=${encodeURIComponent(Context)}`);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(id);
  });

  it('lists the result fields a mapping can send, in the product’s column names', async () => {
    const fields = await product.connect().fields(AbortSignal.timeout(5_000));
    expect(fields[0]).toEqual(product.statusField);
    expect(fields.map((f) => f.key)).toEqual(expect.arrayContaining([product.statusField.key]));
    expect(fields.length).toBeGreaterThan(3);
    await expect(product.connect('wrong').fields()).rejects.toMatchObject({ kind: 'auth', message: `${product.provider} refused the credentials` });
  });

  it('names what it cannot find and refuses a wrong key clearly', async () => {
    await expect(product.connect().assessment('NO-SUCH')).rejects.toMatchObject({
      kind: 'not-found',
      message: `${product.provider} has no assessment NO-SUCH`,
    });
    await expect(product.connect('wrong').models()).rejects.toMatchObject({
      kind: 'auth',
      message: `${product.provider} refused the credentials`,
    });
    await expect(product.connect('wrong').connectionCheck()).rejects.toMatchObject({ kind: 'auth' });
  });
});

describe('Compliance Catalyst adapter against the simulator', () => {
  it('lists models, starts an assessment and reads it by id and by company', async () => {
    const adapter = catalyst();
    const [model] = await adapter.models();
    const [company] = (await sim().companies(0, 1)).items;
    if (!model || !company) throw new Error('the simulator has no models or companies');

    const id = await adapter.startAssessment({ BvDId: company.bvdId, ModelId: model.Id, UserName: 'admin@default.local' });
    await expect
      .poll(async () => (await adapter.assessment(id)).CF_RA_Status)
      .toBe('Completed');
    const assessment = await adapter.assessment(id);
    expect(assessment).toMatchObject({ CF_RA_Id: id, BvDId: company.bvdId, ModelId: model.Id });
    expect(assessment.CF_RA_ScoreLabel).toMatch(/^(Low|Medium|High)$/);

    const ofCompany = await adapter.companyAssessments(company.bvdId);
    expect(ofCompany.map((a) => a.CF_RA_Id)).toContain(id);
  });
});
