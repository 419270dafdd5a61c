import { randomUUID } from 'node:crypto';
import { OWN_ENTITY_MESSAGES, SUPPLIER_MESSAGES, type OwnEntityRequest } from '@connector/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, ownEntityRequests, suppliers } from '../../db/schema/index.ts';
import { accessTests, withField } from '../../../test/access-tests.ts';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, type World } from '../../../test/world.ts';
import type { NewOwnEntityRow } from './repository.ts';

const SUPPLIER = 'S-OWN-1';
const BUSY = 'S-OWN-BUSY';
const BETA_SUPPLIER = 'B-OWN-1';

const VALID = {
  CompanyName: 'Acme Tooling SL',
  StreetAdress1: 'Calle Mayor 5',
  StreetAdress2: '',
  City: 'Madrid',
  PostCode: '28013',
  Country: 'ES',
  TelephoneNumber: '',
  ProductOption: 'Supply',
};

describe.each(testDatabases)('own-entity calls on $name', (database) => {
  let w: World;
  let appId: string;
  let betaAppId: string;

  const url = (supplierId: string, app = appId) => `/api/apps/${app}/supplier/${supplierId}/ownEntity`;

  async function createApp(actor: 'superAdmin' | 'betaAdmin', appName: string): Promise<string> {
    return dataOf<{ appId: string }>(await w.call(actor, 'POST', '/api/apps', { appName }), 201).appId;
  }

  const request = (tenantId: string, app: string, supplierId: string, extra: Partial<NewOwnEntityRow> = {}): NewOwnEntityRow => ({
    requestId: randomUUID(),
    tenantId,
    appId: app,
    supplierId,
    kind: 'Compliance',
    entity: { NAME: `${supplierId} Company`, ADDRESS_LINE1: 'Main street 1', CITY: 'Leeds', COUNTRY_ISO_CODE: 'GB' },
    orbisRequestId: randomUUID(),
    nextCheckAt: new Date(Date.now() + 3_600_000),
    ...extra,
  });

  /** What a refused request must leave as it was: the supplier's requests and its audit trail. */
  const written = (supplierId: string) =>
    w.db.forTenant('default', async (tx) => ({
      requests: (await tx.select({ n: count() }).from(ownEntityRequests).where(eq(ownEntityRequests.supplierId, supplierId)))[0]?.n,
      audit: (await tx.select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.entity, 'supplier'), eq(auditEvents.entityId, `${appId}:${supplierId}`))))[0]?.n,
    }));

  beforeAll(async () => {
    w = await openWorld(database);
    appId = await createApp('superAdmin', 'OwnEntity_A');
    betaAppId = await createApp('betaAdmin', 'OwnEntity_B');
    await w.db.forTenant('default', (tx) =>
      tx.insert(suppliers).values([
        { tenantId: 'default', appId, supplierId: SUPPLIER, name: 'Acme Tooling', country: 'ES', state: 'unmatched' },
        { tenantId: 'default', appId, supplierId: BUSY, name: 'Busy Supplier', country: 'GB', state: 'unmatched' },
      ]),
    );
    await w.db.forTenant('beta', async (tx) => {
      await tx.insert(suppliers).values({ tenantId: 'beta', appId: betaAppId, supplierId: BETA_SUPPLIER, name: 'Beta Supplier', state: 'unmatched' });
      await tx.insert(ownEntityRequests).values(request('beta', betaAppId, BETA_SUPPLIER));
    });
    await w.db.forTenant('default', (tx) =>
      tx.insert(ownEntityRequests).values([
        request('default', appId, BUSY, { state: 'linked', bvdId: 'GB*OE0000000001', requestedAt: new Date('2026-01-01T00:00:00Z'), finishedAt: new Date('2026-01-03T00:00:00Z') }),
        request('default', appId, BUSY, { requestedAt: new Date('2026-02-01T00:00:00Z') }),
      ]),
    );
  });
  afterAll(() => w?.close());

  describe('access', () => {
    accessTests(() => w, [
      {
        endpoint: 'POST supplier/{id}/ownEntity',
        method: 'POST',
        url: () => url(SUPPLIER),
        payload: () => VALID,
        forbidden: 'userBvd',
        foreign: { actor: 'tenantAdmin', url: () => url(BETA_SUPPLIER, betaAppId) },
      },
      {
        endpoint: 'GET supplier/{id}/ownEntity',
        method: 'GET',
        url: () => url(BUSY),
        forbidden: 'tenantEditor',
        foreign: { actor: 'tenantAdmin', url: () => url(BETA_SUPPLIER, betaAppId) },
      },
    ]);

    it('answers Supplier Not Found for a supplier the application does not have, another tenant’s included', async () => {
      for (const supplierId of ['NOPE', BETA_SUPPLIER]) {
        const sent = await w.call('tenantAdmin', 'POST', url(supplierId), VALID);
        expect(sent.statusCode, sent.body).toBe(404);
        expect(sent.json()).toMatchObject({ success: false, message: SUPPLIER_MESSAGES.notFound });
        expect((await w.call('userBvd', 'GET', url(supplierId))).statusCode).toBe(404);
      }
    });

    it('keeps each tenant’s requests behind row-level security', async () => {
      const seenByBeta = await w.db.forTenant('beta', (tx) => tx.select().from(ownEntityRequests));
      expect(seenByBeta.map((row) => row.supplierId)).toEqual([BETA_SUPPLIER]);
    });
  });

  describe('validation', () => {
    it.each([
      ['StreetAdress1', undefined, OWN_ENTITY_MESSAGES.streetRequired],
      ['StreetAdress1', '   ', OWN_ENTITY_MESSAGES.streetRequired],
      ['Country', undefined, OWN_ENTITY_MESSAGES.countryRequired],
      ['Country', '', OWN_ENTITY_MESSAGES.countryRequired],
      ['Country', 'XX', OWN_ENTITY_MESSAGES.countryRequired],
      ['CompanyName', '', OWN_ENTITY_MESSAGES.companyNameRequired],
      ['ProductOption', 'Everything', OWN_ENTITY_MESSAGES.productOptionRequired],
    ])('answers 400 naming %s when it is %j, and writes nothing', async (field, value, message) => {
      const before = await written(SUPPLIER);
      const response = await w.call('tenantAdmin', 'POST', url(SUPPLIER), withField(VALID, field, value));
      expectFieldError(response, `body.${field}`, message);
      expect(await written(SUPPLIER)).toEqual(before);
    });

    it('refuses a second request while one is pending, writing nothing', async () => {
      const before = await written(BUSY);
      const response = await w.call('tenantAdmin', 'POST', url(BUSY), VALID);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ success: false, message: OWN_ENTITY_MESSAGES.alreadyPending });
      expect(await written(BUSY)).toEqual(before);
    });
  });

  describe('list', () => {
    it('lists a supplier’s requests newest first, with their state', async () => {
      const list = dataOf<OwnEntityRequest[]>(await w.call('userBvd', 'GET', url(BUSY)));
      expect(list.map((r) => [r.state, r.requestedAt])).toEqual([
        ['pending', '2026-02-01T00:00:00.000Z'],
        ['linked', '2026-01-01T00:00:00.000Z'],
      ]);
      expect(list[1]).toMatchObject({
        supplierId: BUSY,
        kind: 'Compliance',
        companyName: `${BUSY} Company`,
        city: 'Leeds',
        country: 'GB',
        bvdId: 'GB*OE0000000001',
        note: null,
        finishedAt: '2026-01-03T00:00:00.000Z',
      });
      expect(dataOf<OwnEntityRequest[]>(await w.call('tenantAdmin', 'GET', url(SUPPLIER)))).toEqual([]);
    });
  });
});
