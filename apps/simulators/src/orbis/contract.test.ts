import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import { ORBIS_DATA_ANSWER, ORBIS_DATA_CALL, ORBIS_MATCH_ANSWER, ORBIS_MATCH_CALL } from '@connector/contracts/providers/fixtures/orbis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrbisTestApp, type TestSimulators } from '../../test/test-app.ts';

const headers = { apitoken: SIMULATOR_DEFAULTS.orbis.apiToken };

type Kind = 'null' | 'list' | 'string' | 'number' | 'boolean' | 'object';
const kindOf = (value: unknown): Kind => (value === null ? 'null' : Array.isArray(value) ? 'list' : (typeof value as Kind));

/** The kinds of value each key takes over `records`; null is always allowed, as any field may be null. */
function kindsByKey(records: readonly Record<string, unknown>[]): Map<string, Set<Kind>> {
  const kinds = new Map<string, Set<Kind>>();
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) kinds.set(key, (kinds.get(key) ?? new Set<Kind>(['null'])).add(kindOf(value)));
  }
  return kinds;
}

/** Every record has the keys of the published example, and each value a kind the example shows for its key. */
function expectShapeOf(actual: readonly Record<string, unknown>[], published: readonly Record<string, unknown>[]) {
  const kinds = kindsByKey(published);
  expect(actual.length).toBeGreaterThan(0);
  for (const record of actual) {
    expect(Object.keys(record).sort()).toEqual([...kinds.keys()].sort());
    for (const [key, value] of Object.entries(record)) expect(kinds.get(key), `${key}: ${kindOf(value)}`).toContain(kindOf(value));
  }
}

/**
 * The simulator answers the published calls (fixtures/orbis.ts) in the published shape. The
 * examples' companies are our own, so the calls ask for companies of the simulated world instead.
 */
describe('Orbis simulator against the published shapes', () => {
  let orbis: TestSimulators;
  beforeAll(async () => {
    orbis = await buildOrbisTestApp();
  });
  afterAll(async () => {
    await orbis.app.close();
  });

  it('answers the match call with a bare list of hits keyed and typed as the example', async () => {
    const company = orbis.context.world.companyAt(5);
    const Criteria = { Name: company.name, City: company.city, PostCode: company.postcode, Country: company.country };
    const call = { ...ORBIS_MATCH_CALL, MATCH: { ...ORBIS_MATCH_CALL.MATCH, Criteria, Options: { ScoreLimit: 0 } } };
    const response = await orbis.app.inject({ method: 'POST', url: '/orbis/Companies/match', headers, payload: call });
    expect(response.statusCode).toBe(200);
    expectShapeOf(response.json<Record<string, unknown>[]>(), ORBIS_MATCH_ANSWER);
  });

  it('answers the data call with the search summary and records keyed and typed as the example', async () => {
    const { world } = orbis.context;
    const call = { ...ORBIS_DATA_CALL, WHERE: [{ BvDID: [world.companyAt(5).bvdId, world.companyAt(6).bvdId] }] };
    const response = await orbis.app.inject({ method: 'POST', url: '/orbis/Companies/data', headers, payload: call });
    expect(response.statusCode).toBe(200);
    const answer = response.json<typeof ORBIS_DATA_ANSWER>();
    expectShapeOf([answer.SearchSummary], [ORBIS_DATA_ANSWER.SearchSummary]);
    expectShapeOf([answer.SearchSummary.DatabaseInfo], [ORBIS_DATA_ANSWER.SearchSummary.DatabaseInfo]);
    expectShapeOf(answer.Data, ORBIS_DATA_ANSWER.Data);
  });
});
