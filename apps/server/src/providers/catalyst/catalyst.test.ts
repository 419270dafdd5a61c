import { describe, expect, it } from 'vitest';
import { BreakerRegistry } from '../http/resilience.ts';
import { createOrbisAdapter } from '../orbis/client.ts';
import { SIM, useSimulator } from '../testing/simulator.ts';
import { createCatalystAdapter } from './client.ts';

const sim = useSimulator({ SIM_COMPANIES: '2000', SIM_ASSESSMENT_DURATION_MS: '0' });

const catalyst = (apiKey: string = SIM.catalyst.apiKey) =>
  createCatalystAdapter({ baseUrl: sim().base.catalyst, apiKey, breakers: new BreakerRegistry() });

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

  it('builds an embed address the simulator serves with a BvD context', async () => {
    const adapter = catalyst();
    const [model] = await adapter.models();
    const [company] = (await sim().companies(1, 1)).items;
    const id = await adapter.startAssessment({ BvDId: company?.bvdId ?? '', ModelId: model?.Id ?? '' });
    const { Context } = await createOrbisAdapter({ baseUrl: sim().base.orbis, apiToken: SIM.orbis.apiToken }).contextToken();
    const url = adapter.embedUrl(id, Context);
    expect(url).toBe(`${sim().base.catalyst}/embed/assessments/${id}?context=${encodeURIComponent(Context)}`);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(id);
  });

  it('names what it cannot find and refuses a wrong key clearly', async () => {
    await expect(catalyst().assessment('NO-SUCH')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Compliance Catalyst has no assessment NO-SUCH',
    });
    await expect(catalyst('wrong').models()).rejects.toMatchObject({
      kind: 'auth',
      message: 'Compliance Catalyst refused the credentials',
    });
  });
});
