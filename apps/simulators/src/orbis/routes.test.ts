import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import { ORBIS_MATCH_FIELDS, ORBIS_MATCH_SELECT, orbisMatchKey, type OrbisMatchResponse } from '@connector/contracts/providers/orbis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../world/company.ts';
import type { World } from '../world/world.ts';
import { buildOrbisTestApp, type TestSimulators } from '../../test/test-app.ts';

const headers = { apitoken: SIMULATOR_DEFAULTS.orbis.apiToken };

describe('Orbis simulator: company match', () => {
  let orbis: TestSimulators;
  let app: FastifyInstance;
  let world: World;
  let company: Company;
  beforeAll(async () => {
    orbis = await buildOrbisTestApp({ SIM_ORBIS_MAX_CONCURRENCY: '2' });
    app = orbis.app;
    world = orbis.context.world;
    company = world.companyAt(10);
  });
  afterAll(async () => {
    await orbis.app.close();
  });

  const match = (criteria: object, options?: object, select: readonly string[] = ORBIS_MATCH_SELECT) =>
    app.inject({ method: 'POST', url: '/orbis/Companies/match', headers, payload: { MATCH: { Criteria: criteria, ...(options ? { Options: options } : {}) }, SELECT: select } });
  const find = (test: (c: Company) => boolean) => {
    for (let i = 0; i < world.table.size; i++) if (test(world.companyAt(i))) return world.companyAt(i);
    throw new Error('no such company');
  };

  it('refuses calls without the ApiToken, by POST or GET', async () => {
    expect((await app.inject({ method: 'POST', url: '/orbis/Companies/match', payload: { MATCH: { Criteria: { Name: 'x' } } } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/orbis/Companies/match?QUERY=${encodeURIComponent('{}')}` })).statusCode).toBe(401);
  });

  it('matches a company by name, city and country, selects it and answers the post code as Postcode', async () => {
    const response = await match({ Name: company.name.toUpperCase(), City: company.city, Country: company.country }, { ScoreLimit: 0.8 });
    expect(response.statusCode).toBe(200);
    const [best] = response.json<OrbisMatchResponse>();
    expect(best).toMatchObject({
      BvDId: company.bvdId,
      Name: company.name,
      Hint: 'Selected',
      Postcode: company.postcode,
      National_Id: company.nationalId,
      NationalIdLabel: company.nationalIdLabel,
      Status: company.status,
    });
    expect(best).not.toHaveProperty('PostCode');
    expect(best?.Score).toBeGreaterThan(0.9);
  });

  it('answers only the fields selected, in their order, and every field without a SELECT', async () => {
    const [picked] = (await match({ Name: company.name }, undefined, ['Match.Score', 'Match.BvDId'])).json<OrbisMatchResponse>();
    expect(Object.keys(picked ?? {})).toEqual(['Score', 'BvDId']);
    const all = await app.inject({ method: 'POST', url: '/orbis/Companies/match', headers, payload: { MATCH: { Criteria: { Name: company.name } } } });
    expect(Object.keys(all.json<OrbisMatchResponse>()[0] ?? {})).toEqual(ORBIS_MATCH_FIELDS.map(orbisMatchKey));
  });

  it('refuses a SELECT naming a field Orbis does not have', async () => {
    const response = await match({ Name: company.name }, undefined, ['Match.BvDId', 'Match.Colour']);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toContain('Match.Colour');
  });

  it('answers a GET with the query in QUERY as it answers the POST', async () => {
    const query = { MATCH: { Criteria: { Name: company.name, Country: company.country } }, SELECT: ORBIS_MATCH_SELECT };
    const byGet = await app.inject({ method: 'GET', url: `/orbis/Companies/match?QUERY=${encodeURIComponent(JSON.stringify(query))}`, headers });
    expect(byGet.statusCode).toBe(200);
    const byPost = await match(query.MATCH.Criteria);
    expect(byGet.json()).toEqual(byPost.json());
    expect((await app.inject({ method: 'GET', url: '/orbis/Companies/match', headers })).json()).toEqual({ Message: 'QUERY is required' });
    expect((await app.inject({ method: 'GET', url: '/orbis/Companies/match?QUERY=%7Bnot', headers })).statusCode).toBe(400);
  });

  it('returns hits at or above ScoreLimit, best first, only the first ever Selected', async () => {
    const suppliers = (world.suppliersByRealm.get('connector-T') ?? []).slice(0, 60);
    let selected = 0;
    for (const s of suppliers) {
      const criteria = { Name: s.name, City: s.city, Country: s.country, PostCode: s.postcode ?? undefined, NationalId: s.nationalId ?? undefined };
      const hits = (await match(criteria, { ScoreLimit: 0.7 })).json<OrbisMatchResponse>();
      expect(hits.every((h) => h.Score >= 0.7)).toBe(true);
      expect(hits.map((h) => h.Score)).toEqual(hits.map((h) => h.Score).sort((a, b) => b - a));
      expect(hits.slice(1).every((h) => h.Hint !== 'Selected')).toBe(true);
      if (hits[0]?.Hint === 'Selected') selected++;
    }
    expect(selected).toBeGreaterThan(30);
  });

  it('leaves out the companies the ExclusionFlags name', async () => {
    const cases = [
      ['ExcludeInactive', find((c) => c.status === 'Dissolved')],
      ['ExcludeBranchLocations', find((c) => c.entityType === 'Branch')],
      ['ExcludeLargeCompanies', find((c) => c.sizeClass === 'Large company')],
    ] as const;
    for (const [flag, excluded] of cases) {
      const found = async (flags: string[]) =>
        (await match({ Name: excluded.name, Country: excluded.country }, { ExclusionFlags: flags })).json<OrbisMatchResponse>().map((h) => h.BvDId);
      expect(await found([])).toContain(excluded.bvdId);
      expect(await found([flag])).not.toContain(excluded.bvdId);
    }
  });

  it('refuses criteria without a name or national id', async () => {
    expect((await match({ City: 'Paris' })).statusCode).toBe(400);
  });

  it('answers 429 above its concurrency limit', async () => {
    orbis.context.faults.update({ orbis: { latencyMs: 150 } });
    try {
      const calls = await Promise.all(Array.from({ length: 4 }, () => match({ Name: company.name })));
      expect(calls.map((c) => c.statusCode).sort()).toEqual([200, 200, 429, 429]);
      expect(calls.find((c) => c.statusCode === 429)?.headers['retry-after']).toBe('1');
    } finally {
      orbis.context.faults.reset();
    }
    expect((await match({ Name: company.name })).statusCode).toBe(200);
  });
});
