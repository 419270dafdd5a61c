import { SUPPLIER_MESSAGES, type SearchResults } from '@connector/contracts';
import type { SimCompany } from '@connector/contracts/providers/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/index.ts';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { openAppsWorld, type AppsWorld } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { DEMO_APP_ID } from '../applications/index.ts';

const sim = useSimulator();

describe.each(testDatabases)('search by criteria against the Orbis simulator on $name', (database) => {
  let w: AppsWorld;
  let company: SimCompany;
  const search = (body: object) => w.call('POST', `/api/apps/${DEMO_APP_ID}/suppliers/match`, body);

  beforeAll(async () => {
    w = await openAppsWorld(database, { SIM_URL: sim().url });
    const { items } = await sim().companies(0, 50);
    company = items.find((c) => c.status === 'Active') ?? (items[0] as SimCompany);
  });
  afterAll(() => w?.close());

  it('finds the company first, scored in percent, with why it matched and the realm and region', async () => {
    const results = dataOf<SearchResults>(
      await search({ CompanyName: company.name, City: company.city, PostCode: company.postcode, Country: company.country, NationalId: company.nationalId }),
    );
    expect(results.realm).toBeTruthy();
    expect(['us', 'eu', 'au']).toContain(results.region);
    const [first] = results.data;
    expect(first).toMatchObject({ BvDId: company.bvdId, Name: company.name, City: company.city, Country: company.country });
    expect(first?.Score).toBeGreaterThanOrEqual(85);
    expect(first?.Score).toBeLessThanOrEqual(100);
    expect(first?.SupplierId).toBeUndefined();
    const name = first?.why.find((w) => w.criterion === 'name');
    expect(name?.agreement).toBe(1);
    expect(first?.why.reduce((sum, w) => sum + w.weight, 0)).toBeCloseTo(1, 1);
    const scores = results.data.map((row) => row.Score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('names the supplier that already holds a result’s BvD ID', async () => {
    await w.db.forTenant('default', (tx) =>
      tx.insert(suppliers).values({ tenantId: 'default', appId: DEMO_APP_ID, supplierId: 'HOLDER-1', name: company.name, state: 'linked', bvdId: company.bvdId, linkSource: 'manual', linkedAt: new Date() }),
    );
    const results = dataOf<SearchResults>(await search({ CompanyName: company.name, Country: company.country }));
    expect(results.data.find((row) => row.BvDId === company.bvdId)?.SupplierId).toBe('HOLDER-1');
  });

  it('keeps only results at or above the match percentage', async () => {
    const results = dataOf<SearchResults>(await search({ CompanyName: company.name.slice(0, 4), Country: company.country, MatchPercent: 99 }));
    expect(results.data.every((row) => row.Score >= 99)).toBe(true);
  });

  it('refuses a search without a country or company name, or with a match percentage outside 1–100', async () => {
    expectFieldError(await search({ CompanyName: 'Acme' }), 'body.Country', SUPPLIER_MESSAGES.countryRequired);
    expectFieldError(await search({ CompanyName: '  ', Country: 'GB' }), 'body.CompanyName', SUPPLIER_MESSAGES.companyNameRequired);
    expectFieldError(await search({ CompanyName: 'Acme', Country: 'GB', MatchPercent: 0 }), 'body.MatchPercent', SUPPLIER_MESSAGES.matchPercent);
    expectFieldError(await search({ CompanyName: 'Acme', Country: 'GB', MatchPercent: 101 }), 'body.MatchPercent', SUPPLIER_MESSAGES.matchPercent);
    expect((await search({ CompanyName: 'Acme', Country: 'GB', Exclusions: ['Nope'] })).statusCode).toBe(400);
  });

  it('answers 503 with the adapter’s message when Orbis keeps failing, never a 500', async () => {
    await sim().setFaults({ orbis: { errorRate: 1 } });
    const response = await search({ CompanyName: company.name, Country: company.country });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('Orbis') });
  });
});
