import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import {
  ORBIS_MATCH_SELECT,
  type OrbisContextResponse,
  type OrbisDataResponse,
  type OrbisMatchResponse,
  type OrbisOwnEntityAnswer,
  type OrbisOwnEntityRequest,
} from '@connector/contracts/providers/orbis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrbisTestApp, testClock, type TestSimulators } from '../../test/test-app.ts';

const headers = { apitoken: SIMULATOR_DEFAULTS.orbis.apiToken };
const DELAY_MS = 60_000;

const request = (name: string, entity: Partial<OrbisOwnEntityRequest['ENTITY']> = {}, extra: object = {}) => ({
  KIND: 'Supply',
  ENTITY: {
    NAME: name,
    ADDRESS_LINE1: 'Calle Mayor 5',
    ADDRESS_LINE2: 'Planta 2',
    POSTCODE: '28013',
    CITY: 'Madrid',
    COUNTRY_ISO_CODE: 'es',
    PHONE_NUMBER: '+34 910 000 000',
    ...entity,
  },
  ...extra,
});

describe('Orbis own-entity requests', () => {
  let orbis: TestSimulators;
  let app: FastifyInstance;
  const clock = testClock();

  beforeAll(async () => {
    orbis = await buildOrbisTestApp({ SIM_OWN_ENTITY_DELAY_MS: String(DELAY_MS) }, clock.now);
    app = orbis.app;
  });
  afterAll(async () => {
    await app.close();
  });

  const submit = (body: object, withToken = true) =>
    app.inject({ method: 'POST', url: '/orbis/Companies/ownEntity', headers: withToken ? headers : {}, payload: body });
  const status = (requestId: string) => app.inject({ method: 'GET', url: `/orbis/Companies/ownEntity/${requestId}`, headers });
  const match = (criteria: object) =>
    app.inject({
      method: 'POST',
      url: '/orbis/Companies/match',
      headers,
      payload: { MATCH: { Criteria: criteria, Options: { ScoreLimit: 0.5 } }, SELECT: ORBIS_MATCH_SELECT },
    });

  it('refuses requests without the ApiToken', async () => {
    expect((await submit(request('Tokenless Trading SL'), false)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/orbis/Companies/ownEntity/x' })).statusCode).toBe(401);
  });

  it('answers 400 naming ADDRESS_LINE1 or COUNTRY_ISO_CODE when missing, and creates nothing', async () => {
    const noStreet = await submit(request('Streetless Trading SL', { ADDRESS_LINE1: undefined }));
    expect(noStreet.statusCode).toBe(400);
    expect(noStreet.json<{ Message: string }>().Message).toContain('ENTITY.ADDRESS_LINE1');
    const noCountry = await submit(request('Countryless Trading SL', { COUNTRY_ISO_CODE: undefined }));
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json<{ Message: string }>().Message).toContain('ENTITY.COUNTRY_ISO_CODE');
    const badKind = await submit({ ...request('Kindless Trading SL'), KIND: 'Everything' });
    expect(badKind.statusCode).toBe(400);

    clock.advance(DELAY_MS);
    for (const name of ['Streetless Trading SL', 'Countryless Trading SL', 'Kindless Trading SL']) {
      expect((await match({ Name: name, Country: 'ES' })).json<OrbisMatchResponse>().map((hit) => hit.Name)).not.toContain(name);
    }
  });

  it('adds the company with a new BvD ID once the delay has passed, for status, data, match and the report', async () => {
    const name = 'Zarzamora Ingenieros Asociados SL';
    const accepted = await submit(request(name));
    expect(accepted.statusCode).toBe(202);
    const { RequestId, Status, BvDId } = accepted.json<OrbisOwnEntityAnswer>();
    expect({ Status, BvDId }).toEqual({ Status: 'Pending', BvDId: null });
    expect((await match({ Name: name, Country: 'ES' })).json<OrbisMatchResponse>().map((hit) => hit.Name)).not.toContain(name);

    clock.advance(DELAY_MS - 1);
    expect((await status(RequestId)).json<OrbisOwnEntityAnswer>()).toEqual({ RequestId, Status: 'Pending', BvDId: null });
    clock.advance(1);
    const created = (await status(RequestId)).json<OrbisOwnEntityAnswer>();
    expect(created).toMatchObject({ RequestId, Status: 'Created', BvDId: expect.stringMatching(/^ES\*OE[0-9A-F]{10}$/) });
    const bvdId = created.BvDId as string;

    const data = await app.inject({
      method: 'POST',
      url: '/orbis/Companies/data',
      headers,
      payload: { WHERE: [{ BvDID: [bvdId] }], SELECT: ['BVDID', 'NAME', 'ADDRESS_LINE1', 'ADDRESS_LINE2', 'POSTCODE', 'CITY', 'COUNTRY_ISO_CODE', 'NATIONAL_ID', 'EMAIL'] },
    });
    // What the request did not say, Orbis does not know yet: null.
    expect(data.json<OrbisDataResponse>().Data).toEqual([
      { BVDID: bvdId, NAME: name, ADDRESS_LINE1: 'Calle Mayor 5', ADDRESS_LINE2: 'Planta 2', POSTCODE: '28013', CITY: 'Madrid', COUNTRY_ISO_CODE: 'ES', NATIONAL_ID: null, EMAIL: null },
    ]);

    const [best] = (await match({ Name: name, City: 'Madrid', Country: 'ES' })).json<OrbisMatchResponse>();
    expect(best).toMatchObject({ BvDId: bvdId, Name: name, City: 'Madrid', Country: 'ES', Postcode: '28013', National_Id: null, Hint: 'Selected' });
    expect((await match({ Name: name, Country: 'DE' })).json<OrbisMatchResponse>().map((hit) => hit.BvDId)).not.toContain(bvdId);

    const { Context } = (await app.inject({ method: 'POST', url: '/orbis/Companies/context', headers })).json<OrbisContextResponse>();
    const report = await app.inject({ method: 'GET', url: `/orbis/Companies/report/${encodeURIComponent(bvdId)}?context=${Context}` });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain(name);
  });

  it('answers the first request again for a repeated reference, and adds one company', async () => {
    const name = 'Membrillo Repeticiones SL';
    const first = (await submit(request(name, {}, { REFERENCE: 'connector-42' }))).json<OrbisOwnEntityAnswer>();
    const again = (await submit(request(name, {}, { REFERENCE: 'connector-42' }))).json<OrbisOwnEntityAnswer>();
    expect(again.RequestId).toBe(first.RequestId);
    clock.advance(DELAY_MS);
    const hits = (await match({ Name: name, Country: 'ES' })).json<OrbisMatchResponse>().filter((hit) => hit.Name === name);
    expect(hits).toHaveLength(1);
  });

  it('answers 404 for a request id it never gave', async () => {
    expect((await status('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('injects the Orbis faults into own-entity calls too', async () => {
    orbis.context.faults.update({ orbis: { errorEvery: 1 } });
    try {
      expect((await submit(request('Faulty Trading SL'))).statusCode).toBe(500);
    } finally {
      orbis.context.faults.reset();
    }
  });
});
