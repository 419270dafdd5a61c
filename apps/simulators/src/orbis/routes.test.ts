import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import type { OrbisDataResponse, OrbisMatchResponse } from '@connector/contracts/providers/orbis';
import type { SimCompaniesPage, SimSuppliersPage } from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSimulators } from '../../test/test-app.ts';

const headers = { apitoken: SIMULATOR_DEFAULTS.orbis.apiToken };

describe('Orbis simulator', () => {
  let app: FastifyInstance;
  let company: SimCompaniesPage['items'][number];
  beforeAll(async () => {
    app = await buildTestSimulators({ SIM_ORBIS_MAX_CONCURRENCY: '2' });
    const page = (await app.inject({ method: 'GET', url: '/__sim/companies?offset=10&limit=1' })).json<SimCompaniesPage>();
    if (!page.items[0]) throw new Error('empty world');
    company = page.items[0];
  });
  afterAll(async () => {
    await app.close();
  });

  const match = (criteria: object, options: object = {}) =>
    app.inject({ method: 'POST', url: '/orbis/Companies/match', headers, payload: { MATCH: { Criteria: criteria, Options: options } } });

  it('refuses calls without the ApiToken', async () => {
    const response = await app.inject({ method: 'POST', url: '/orbis/Companies/match', payload: { MATCH: { Criteria: { Name: 'x' } } } });
    expect(response.statusCode).toBe(401);
  });

  it('matches a company by name, city and country and selects it', async () => {
    const response = await match({ Name: company.name.toUpperCase(), City: company.city, Country: company.country }, { ScoreLimit: 0.8 });
    expect(response.statusCode).toBe(200);
    const [best] = response.json<OrbisMatchResponse>();
    expect(best).toMatchObject({ BvDId: company.bvdId, Name: company.name, Hint: 'Selected', National_Id: company.nationalId, NationalIdLabel: company.nationalIdLabel, Status: company.status });
    expect(best?.Score).toBeGreaterThan(0.9);
  });

  it('returns hits at or above ScoreLimit, best first, only the first ever Selected', async () => {
    const suppliers = (await app.inject({ method: 'GET', url: '/__sim/suppliers?realm=connector-T&limit=60' })).json<SimSuppliersPage>().items;
    let selected = 0;
    for (const s of suppliers) {
      const criteria = { Name: s.name, City: s.city, Country: s.country, PostCode: s.postcode ?? undefined, NationalId: s.nationalId ?? undefined };
      const hits = (await match(criteria, { ScoreLimit: 0.7 })).json<OrbisMatchResponse>();
      expect(hits.every((h) => h.Score >= 0.7)).toBe(true);
      expect(hits.map((h) => h.Score)).toEqual(hits.map((h) => h.Score).sort((a, b) => b - a));
      expect(hits.slice(1).every((h) => h.Hint === 'Potential')).toBe(true);
      if (hits[0]?.Hint === 'Selected') selected++;
    }
    expect(selected).toBeGreaterThan(30);
  });

  it('leaves out the companies the ExclusionFlags name', async () => {
    const companies = (await app.inject({ method: 'GET', url: '/__sim/companies?limit=1000' })).json<SimCompaniesPage>().items;
    const cases = [
      ['ExcludeInactive', companies.find((c) => c.status === 'Dissolved')],
      ['ExcludeBranchLocations', companies.find((c) => c.entityType === 'Branch')],
      ['ExcludeLargeCompanies', companies.find((c) => c.sizeClass === 'Large company')],
    ] as const;
    for (const [flag, company] of cases) {
      if (!company) throw new Error(`no company for ${flag}`);
      const found = async (flags: string[]) =>
        (await match({ Name: company.name, Country: company.country }, { ExclusionFlags: flags })).json<OrbisMatchResponse>().map((h) => h.BvDId);
      expect(await found([])).toContain(company.bvdId);
      expect(await found([flag])).not.toContain(company.bvdId);
    }
  });

  it('refuses criteria without a name or national id', async () => {
    expect((await match({ City: 'Paris' })).statusCode).toBe(400);
  });

  it('answers company data with the fields selected', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/orbis/Companies/data',
      headers,
      payload: { WHERE: [{ BvDID: [company.bvdId, 'ZZ000000000'] }], SELECT: ['BVDID', 'NAME', 'CITY', 'NACE2_PRIMARY_CODE'] },
    });
    const body = response.json<OrbisDataResponse>();
    expect(body.SearchSummary).toMatchObject({ TotalRecordsFound: 1, RecordsReturned: 1 });
    expect(body.Data[0]).toMatchObject({ BVDID: company.bvdId, NAME: company.name, CITY: company.city });
    expect(Object.keys(body.Data[0] ?? {})).toHaveLength(4);
  });

  it('opens the company report only with a context it issued', async () => {
    const denied = await app.inject({ method: 'GET', url: `/orbis/Companies/report/${company.bvdId}?context=made-up` });
    expect(denied.statusCode).toBe(401);
    const { Context } = (await app.inject({ method: 'POST', url: '/orbis/Companies/context', headers })).json<{ Context: string }>();
    const report = await app.inject({ method: 'GET', url: `/orbis/Companies/report/${company.bvdId}?context=${Context}` });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain(company.bvdId);
  });

  it('answers 429 above its concurrency limit', async () => {
    await app.inject({ method: 'POST', url: '/__sim/faults', payload: { orbis: { latencyMs: 150 } } });
    try {
      const calls = await Promise.all(Array.from({ length: 4 }, () => match({ Name: company.name })));
      const statuses = calls.map((c) => c.statusCode).sort();
      expect(statuses).toEqual([200, 200, 429, 429]);
      expect(calls.find((c) => c.statusCode === 429)?.headers['retry-after']).toBe('1');
    } finally {
      await app.inject({ method: 'DELETE', url: '/__sim/faults' });
    }
    expect((await match({ Name: company.name })).statusCode).toBe(200);
  });
});
