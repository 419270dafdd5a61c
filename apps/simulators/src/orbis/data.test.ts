import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import { OrbisDataResponse } from '@connector/contracts/providers/orbis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../world/company.ts';
import { buildOrbisTestApp, type TestSimulators } from '../../test/test-app.ts';

const headers = { apitoken: SIMULATOR_DEFAULTS.orbis.apiToken };

describe('Orbis simulator: company data', () => {
  let orbis: TestSimulators;
  let company: Company;
  beforeAll(async () => {
    orbis = await buildOrbisTestApp();
    company = orbis.context.world.companyAt(10);
  });
  afterAll(async () => {
    await orbis.app.close();
  });

  const post = (query: object) => orbis.app.inject({ method: 'POST', url: '/orbis/Companies/data', headers, payload: query });
  const get = (query: object, param = 'QUERY') =>
    orbis.app.inject({ method: 'GET', url: `/orbis/Companies/data?${param}=${encodeURIComponent(JSON.stringify(query))}`, headers });

  it('answers the fields selected for the BvD IDs it knows, leaving the others out', async () => {
    const response = await post({ WHERE: [{ BvDID: [company.bvdId, 'ZZ000000000'] }], SELECT: ['BVDID', 'NAME', 'CITY', 'NACE2_PRIMARY_CODE'] });
    const body = OrbisDataResponse.parse(response.json());
    expect(body.SearchSummary).toMatchObject({ TotalRecordsFound: 1, Offset: 0, RecordsReturned: 1, DatabaseInfo: { ReleaseNumber: expect.any(String) } });
    expect(body.Data).toEqual([{ BVDID: company.bvdId, NAME: company.name, CITY: company.city, NACE2_PRIMARY_CODE: [company.industry.naceCode] }]);
  });

  it('answers as lists the fields public clients read as lists, even of one element', async () => {
    const SELECT = ['NATIONAL_ID', 'NATIONAL_ID_LABEL', 'NATIONAL_ID_TYPE', 'EMAIL', 'WEBSITE', 'STATUS'];
    const [record] = OrbisDataResponse.parse((await post({ WHERE: [{ BvDID: [company.bvdId] }], SELECT })).json()).Data ?? [];
    expect(record).toEqual({
      NATIONAL_ID: [company.nationalId],
      NATIONAL_ID_LABEL: [company.nationalIdLabel],
      NATIONAL_ID_TYPE: [company.nationalIdType],
      EMAIL: [company.email],
      WEBSITE: [company.website],
      STATUS: company.status,
    });
  });

  it('takes one BvD ID as a text, as some clients send it', async () => {
    const body = OrbisDataResponse.parse((await post({ WHERE: [{ BvDID: company.bvdId }], SELECT: ['BVDID'] })).json());
    expect(body.Data).toEqual([{ BVDID: company.bvdId }]);
  });

  it('answers a GET with the query in QUERY (or Query, or query) as it answers the POST', async () => {
    const query = { WHERE: [{ BvDID: [company.bvdId] }], SELECT: ['BVDID', 'NAME', 'NATIONAL_ID'] };
    const byPost = (await post(query)).json();
    for (const param of ['QUERY', 'Query', 'query']) {
      const byGet = await get(query, param);
      expect(byGet.statusCode).toBe(200);
      expect(byGet.json()).toEqual(byPost);
    }
    expect((await orbis.app.inject({ method: 'GET', url: '/orbis/Companies/data', headers })).statusCode).toBe(400);
  });

  it('refuses a field it does not know, and a call without the ApiToken', async () => {
    const unknown = await post({ WHERE: [{ BvDID: [company.bvdId] }], SELECT: ['BVDID', 'SHOE_SIZE'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ Message: expect.stringContaining('SELECT.1') });
    const query = { WHERE: [{ BvDID: [company.bvdId] }], SELECT: ['BVDID'] };
    expect((await orbis.app.inject({ method: 'GET', url: `/orbis/Companies/data?QUERY=${encodeURIComponent(JSON.stringify(query))}` })).statusCode).toBe(401);
  });
});
