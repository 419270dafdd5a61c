import { SUPPLIER_MESSAGES, type ConnectedPage, type MissingPage, type Supplier, type SupplierDetail } from '@connector/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, suppliers } from '../../db/schema/index.ts';
import { accessTests } from '../../../test/access-tests.ts';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { bearer, clientCredentials } from '../../../test/sign-in.ts';
import { openWorld, type World } from '../../../test/world.ts';
import type { NewSupplierRow } from './repository/index.ts';

const LINKED = 'S-LINKED';
const UNMATCHED = 'S-UNMATCHED';
const PENDING = 'S-PENDING';

const candidate = { bvdId: 'GB000000777', name: 'Acme Widgets Ltd', city: 'Leeds', country: 'GB', score: 72, why: [] };

describe.each(testDatabases)('supplier calls on $name', (database) => {
  let w: World;
  let appId: string;
  let betaAppId: string;

  const url = (path: string, app = appId) => `/api/apps/${app}${path}`;
  const row = (supplierId: string): Promise<typeof suppliers.$inferSelect | undefined> =>
    w.db.forTenant('default', async (tx) => {
      const [found] = await tx
        .select()
        .from(suppliers)
        .where(and(eq(suppliers.appId, appId), eq(suppliers.supplierId, supplierId)));
      return found;
    });

  async function createApp(actor: 'superAdmin' | 'betaAdmin', appName: string): Promise<string> {
    const created = await w.call(actor, 'POST', '/api/apps', { appName });
    return dataOf<{ appId: string }>(created, 201).appId;
  }

  async function seed(tenantId: string, app: string, rows: Omit<NewSupplierRow, 'tenantId' | 'appId'>[]) {
    await w.db.forTenant(tenantId, (tx) => tx.insert(suppliers).values(rows.map((r) => ({ ...r, tenantId, appId: app }))));
  }

  beforeAll(async () => {
    w = await openWorld(database);
    appId = await createApp('superAdmin', 'Suppliers_A');
    betaAppId = await createApp('betaAdmin', 'Suppliers_B');
    const linkedAt = new Date('2026-10-01T10:00:00Z');
    await seed('default', appId, [
      { supplierId: LINKED, name: 'Zeta Metals GmbH', country: 'DE', state: 'linked', bvdId: 'DE123456789', linkSource: 'auto', linkScore: 97, linkedAt },
      { supplierId: 'S-LINKED-2', name: 'Alpha Paper SA', country: 'ES', state: 'linked', bvdId: 'ES000000001', linkSource: 'manual', linkedAt },
      { supplierId: UNMATCHED, name: 'Acme Widgets', city: 'Leeds', country: 'GB', state: 'unmatched', processingDate: new Date('2026-11-01T00:00:00Z'), candidates: [candidate] },
      { supplierId: 'S-FAILED', name: 'Omega Foods', country: 'FR', state: 'failed', processingDate: new Date('2026-11-02T00:00:00Z') },
      { supplierId: PENDING, name: 'Pending Co', country: 'GB', state: 'pending' },
    ]);
    await seed('beta', betaAppId, [{ supplierId: 'B-1', name: 'Beta Supplier', state: 'linked', bvdId: 'GB999999999', linkSource: 'manual', linkedAt }]);
  });
  afterAll(() => w?.close());

  describe('access', () => {
    const link = { supplierId: PENDING, bvdId: 'GB000000001' };
    accessTests(() => w, [
      {
        endpoint: 'POST suppliers/match',
        method: 'POST',
        url: () => url('/suppliers/match'),
        payload: () => ({ CompanyName: 'Acme', Country: 'GB' }),
        forbidden: 'tenantEditor',
        foreign: { actor: 'tenantAdmin', url: () => url('/suppliers/match', betaAppId) },
      },
      {
        endpoint: 'GET suppliers',
        method: 'GET',
        url: () => url('/suppliers'),
        forbidden: 'tenantEditor',
        foreign: { actor: 'tenantAdmin', url: () => url('/suppliers', betaAppId) },
      },
      {
        endpoint: 'GET suppliers/missing',
        method: 'GET',
        url: () => url('/suppliers/missing'),
        forbidden: 'tenantEditor',
        foreign: { actor: 'tenantAdmin', url: () => url('/suppliers/missing', betaAppId) },
      },
      {
        endpoint: 'GET supplier/{id}',
        method: 'GET',
        url: () => url(`/supplier/${LINKED}`),
        forbidden: 'tenantEditor',
        foreign: { actor: 'tenantAdmin', url: () => url('/supplier/B-1', betaAppId) },
      },
      {
        endpoint: 'PUT supplier/{id}',
        method: 'PUT',
        url: () => url(`/supplier/${PENDING}`),
        payload: () => link,
        forbidden: 'tenantEditor',
        foreign: { actor: 'tenantAdmin', url: () => url('/supplier/B-1', betaAppId), payload: () => ({ supplierId: 'B-1', bvdId: 'GB000000001' }) },
      },
      {
        endpoint: 'POST unlinkSupplier',
        method: 'POST',
        url: () => url('/unlinkSupplier'),
        payload: () => ({ supplierId: LINKED, bvdId: 'DE123456789' }),
        forbidden: 'tenantEditor',
        foreign: { actor: 'tenantAdmin', url: () => url('/unlinkSupplier', betaAppId), payload: () => ({ supplierId: 'B-1', bvdId: 'GB999999999' }) },
      },
      {
        endpoint: 'GET activity',
        method: 'GET',
        url: () => url('/activity'),
        forbidden: 'userBvd',
        foreign: { actor: 'tenantAdmin', url: () => url('/activity', betaAppId) },
      },
      {
        endpoint: 'POST activity/sync',
        method: 'POST',
        url: () => url('/activity/sync', betaAppId),
        forbidden: 'userBvd',
        foreign: { actor: 'tenantAdmin', url: () => url('/activity/sync', betaAppId) },
      },
      {
        endpoint: 'POST activity/retry',
        method: 'POST',
        url: () => url('/activity/retry'),
        payload: () => ({}),
        forbidden: 'userBvd',
        foreign: { actor: 'tenantAdmin', url: () => url('/activity/retry', betaAppId) },
      },
    ]);

    it('answers 404 for an application id no tenant has, and leaves beta’s supplier alone', async () => {
      const unknown = await w.call('tenantAdmin', 'GET', url('/suppliers', '00000000-0000-4000-8000-000000000abc'));
      expect(unknown.statusCode).toBe(404);
      const beta = await w.call('betaAdmin', 'GET', url('/supplier/B-1', betaAppId));
      expect(dataOf<SupplierDetail>(beta).data.bvdId).toBe('GB999999999');
    });

    it('lets the application’s own credentials call, and only for itself', async () => {
      const generated = await w.call('superAdmin', 'POST', '/api/tenants/appClient', { appId, tenantId: 'default' });
      const { appClient } = dataOf<{ appClient: { clientId: string; clientSecret: string } }>(generated);
      const token = await clientCredentials(w.app, { clientId: appClient.clientId, clientSecret: appClient.clientSecret });
      const headers = bearer({ access_token: token.json().access_token as string });
      const own = await w.app.inject({ method: 'GET', url: url('/suppliers'), headers });
      expect(dataOf<ConnectedPage>(own).total).toBe(2);
      const other = await w.app.inject({ method: 'GET', url: url('/suppliers', betaAppId), headers });
      expect(other.statusCode).toBe(404);
    });
  });

  describe('lists', () => {
    it('lists connected suppliers by name with realm and region, and filters by the start of the name or the BvD ID', async () => {
      const all = dataOf<ConnectedPage>(await w.call('userBvd', 'GET', url('/suppliers?pageSize=10')));
      expect(all.data.map((s) => s.supplierId)).toEqual(['S-LINKED-2', LINKED]);
      expect(all).toMatchObject({ total: 2, realm: null, region: 'eu', siteUrl: null });

      const byName = dataOf<ConnectedPage>(await w.call('userBvd', 'GET', url('/suppliers?supplierName=zeta%20M')));
      expect(byName.data).toEqual([expect.objectContaining({ supplierId: LINKED, bvdId: 'DE123456789', supplierName: 'Zeta Metals GmbH', linkSource: 'auto' })]);
      const middle = dataOf<ConnectedPage>(await w.call('userBvd', 'GET', url('/suppliers?supplierName=Metals')));
      expect(middle.total).toBe(0);

      const byBvd = dataOf<ConnectedPage>(await w.call('userBvd', 'GET', url('/suppliers?bvdId=es000000001')));
      expect(byBvd.data.map((s) => s.supplierId)).toEqual(['S-LINKED-2']);
    });

    it('pages and sorts on the server', async () => {
      const first = dataOf<ConnectedPage>(await w.call('userBvd', 'GET', url('/suppliers?pageSize=1&sort=bvdId&order=desc')));
      expect(first).toMatchObject({ total: 2, data: [{ supplierId: 'S-LINKED-2' }] });
      const past = dataOf<ConnectedPage>(await w.call('userBvd', 'GET', url('/suppliers?pageSize=1&page=5')));
      expect(past).toMatchObject({ total: 2, data: [] });
    });

    it('lists suppliers a person must link, most recently processed first, with the kept candidate', async () => {
      const missing = dataOf<MissingPage>(await w.call('userBvd', 'GET', url('/suppliers/missing')));
      expect(missing.rows.map((s) => s.supplierId)).toEqual(['S-FAILED', UNMATCHED]);
      expect(missing.rows[1]).toMatchObject({ state: 'unmatched', processingDate: '2026-11-01T00:00:00.000Z', candidate });
      const oldest = dataOf<MissingPage>(await w.call('userBvd', 'GET', url('/suppliers/missing?order=asc')));
      expect(oldest.rows[0]?.supplierId).toBe(UNMATCHED);
    });

    it('answers 400 naming the field for a bad query', async () => {
      const response = await w.call('userBvd', 'GET', url('/suppliers?sort=nope'));
      expectFieldError(response, 'query.sort', expect.any(String) as unknown as string);
    });
  });

  describe('link and unlink', () => {
    it('links a supplier, keeps who and when, and writes the audit entry', async () => {
      const response = await w.call('userBvd', 'PUT', url(`/supplier/${PENDING}`), { supplierId: PENDING, bvdId: 'gb000000042', score: 91 });
      expect(response.json()).toMatchObject({ success: true, message: SUPPLIER_MESSAGES.added('GB000000042') });
      const linked = dataOf<Supplier>(response);
      expect(linked).toMatchObject({ bvdId: 'GB000000042', state: 'linked', link: { source: 'manual', score: 91, by: w.users.userBvd.userId } });

      const events = await w.db.forTenant('default', (tx) =>
        tx.select().from(auditEvents).where(and(eq(auditEvents.entity, 'supplier'), eq(auditEvents.entityId, `${appId}:${PENDING}`))),
      );
      expect(events).toEqual([
        expect.objectContaining({ action: 'link', before: expect.objectContaining({ bvdId: null, state: 'pending' }), after: expect.objectContaining({ bvdId: 'GB000000042', state: 'linked' }) }),
      ]);
    });

    it('refuses a link whose body names another supplier, or a malformed BvD ID, writing nothing', async () => {
      const before = await row(UNMATCHED);
      const mismatch = await w.call('userBvd', 'PUT', url(`/supplier/${UNMATCHED}`), { supplierId: PENDING, bvdId: 'GB000000001' });
      expectFieldError(mismatch, 'body.supplierId', SUPPLIER_MESSAGES.supplierIdMismatch);
      const malformed = await w.call('userBvd', 'PUT', url(`/supplier/${UNMATCHED}`), { supplierId: UNMATCHED, bvdId: '12-not-one' });
      expectFieldError(malformed, 'body.bvdId', SUPPLIER_MESSAGES.bvdIdInvalid);
      expect(await row(UNMATCHED)).toEqual(before);
    });

    it('answers Supplier Not Found for an unknown supplier', async () => {
      const response = await w.call('userBvd', 'PUT', url('/supplier/NOPE'), { supplierId: 'NOPE', bvdId: 'GB000000001' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: SUPPLIER_MESSAGES.notFound });
      expect((await w.call('userBvd', 'GET', url('/supplier/NOPE'))).json()).toMatchObject({ message: SUPPLIER_MESSAGES.notFound });
    });

    it('unlinks only the link it is told of, then the supplier waits for a person', async () => {
      const wrong = await w.call('userBvd', 'POST', url('/unlinkSupplier'), { supplierId: LINKED, bvdId: 'DE000000000' });
      expect(wrong.statusCode).toBe(409);
      expect((await row(LINKED))?.bvdId).toBe('DE123456789');

      const response = await w.call('userBvd', 'POST', url('/unlinkSupplier'), {
        supplierId: LINKED,
        bvdId: 'DE123456789',
        orbisQuestionnaireId: null,
        catalystQuestionnaireId: null,
        supplyChainQuestionnaireId: null,
      });
      expect(dataOf<Supplier>(response)).toMatchObject({ bvdId: null, state: 'unmatched', link: null });
      const missing = dataOf<MissingPage>(await w.call('userBvd', 'GET', url('/suppliers/missing')));
      expect(missing.rows[0]?.supplierId).toBe(LINKED);

      const events = await w.db.forTenant('default', (tx) =>
        tx.select().from(auditEvents).where(and(eq(auditEvents.entity, 'supplier'), eq(auditEvents.entityId, `${appId}:${LINKED}`))),
      );
      expect(events).toEqual([
        expect.objectContaining({ action: 'unlink', before: expect.objectContaining({ bvdId: 'DE123456789', linkSource: 'auto' }), after: expect.objectContaining({ bvdId: null, state: 'unmatched' }) }),
      ]);
    });
  });
});
