import { randomUUID } from 'node:crypto';
import { OWN_ENTITY_MESSAGES, type OwnEntityRequest, type SearchResults, type Supplier } from '@connector/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, ownEntityRequests, suppliers } from '../../db/schema/index.ts';
import { openAppsWorld, type AppsWorld } from '../../../test/apps-world.ts';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { until } from '../../../test/jobs.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { outboxOnly } from '../../../test/events.ts';
import { createSecretBox } from '../../crypto/secret-box.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { createAppRuntimes, DEMO_APP_ID } from '../applications/index.ts';
import { createSuppliersRepository, createSuppliersService } from '../suppliers/index.ts';
import { createOwnEntityChecker } from './checker.ts';
import type { OwnEntityJobs } from './jobs.ts';
import { createOwnEntityRepository } from './repository.ts';
import { createOwnEntitySending } from './sending.ts';

const SECRETS_KEY = Buffer.alloc(32, 5).toString('base64');
const sim = useSimulator({ SIM_OWN_ENTITY_DELAY_MS: '3000', SIM_SUPPLIERS_PER_REALM: '10' });
/**
 * Orbis adds the company about 3 s after the request; the checks come 2, 6, 14 s after it, so a
 * request is settled about 6 s after it was sent, and by the check at 14 s on a machine three
 * times slower. Each test that waits for one may take the deadline and some more.
 */
const DEADLINE_MS = 40_000;
const WAITING_TEST_MS = 60_000;

const form = (CompanyName: string) => ({
  CompanyName,
  StreetAdress1: 'Rua Augusta 100',
  StreetAdress2: '',
  City: 'Lisboa',
  PostCode: '1100-053',
  Country: 'PT',
  FaxNumber: '',
  ProductOption: 'SupplyCompliance',
});

describe.each(testDatabases)('own-entity requests against the simulators on $name', (database) => {
  let w: AppsWorld;
  const url = (supplierId: string) => `/api/apps/${DEMO_APP_ID}/supplier/${supplierId}/ownEntity`;
  const requestsOf = async (supplierId: string) => dataOf<OwnEntityRequest[]>(await w.call('GET', url(supplierId)));
  const supplierRow = async (supplierId: string) =>
    (await w.db.forTenant('default', (tx) => tx.select().from(suppliers).where(and(eq(suppliers.appId, DEMO_APP_ID), eq(suppliers.supplierId, supplierId)))))[0];
  const trail = (supplierId: string) =>
    w.db.forTenant('default', (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'supplier'), eq(auditEvents.entityId, `${DEMO_APP_ID}:${supplierId}`)))
        .orderBy(asc(auditEvents.at)),
    );
  /** The supplier's one request once it is no longer pending. */
  const settled = (supplierId: string) =>
    until(`the own-entity request of ${supplierId} to be settled`, () => requestsOf(supplierId), (list) => list.length === 1 && list[0]?.state !== 'pending', {
      timeoutMs: DEADLINE_MS,
    }).then((list) => list[0] as OwnEntityRequest);

  beforeAll(async () => {
    w = await openAppsWorld(database, { SIM_URL: sim().url, SECRETS_KEY });
    await w.db.forTenant('default', (tx) =>
      tx.insert(suppliers).values(
        ['OE-1', 'OE-2', 'OE-3', 'OE-4', 'OE-5'].map((supplierId) => ({
          tenantId: 'default',
          appId: DEMO_APP_ID,
          supplierId,
          name: `Supplier ${supplierId}`,
          country: 'PT',
          state: 'unmatched' as const,
        })),
      ),
    );
  }, 60_000);
  afterAll(() => w?.close());

  it('keeps the request pending, then links the supplier by request once Orbis has added the company', async () => {
    const name = `Alfarrobeira Conservas ${database.name} Lda`;
    const sent = await w.call('POST', url('OE-1'), form(name));
    expect(sent.json()).toMatchObject({ success: true, message: OWN_ENTITY_MESSAGES.sent });
    const pending = dataOf<OwnEntityRequest>(sent, 201);
    expect(pending).toMatchObject({ supplierId: 'OE-1', kind: 'SupplyCompliance', state: 'pending', companyName: name, city: 'Lisboa', country: 'PT', bvdId: null });
    expect((await requestsOf('OE-1')).map((r) => r.state)).toEqual(['pending']);

    const done = await settled('OE-1');
    expect(done).toMatchObject({ requestId: pending.requestId, state: 'linked', note: null, bvdId: expect.stringMatching(/^PT\*OE/) });
    expect(done.checkedAt).not.toBeNull();

    const supplier = dataOf<{ data: Supplier }>(await w.call('GET', `/api/apps/${DEMO_APP_ID}/supplier/OE-1`)).data;
    expect(supplier).toMatchObject({ bvdId: done.bvdId, state: 'linked', link: { source: 'request', by: null } });
    const events = await trail('OE-1');
    expect(events.map((e) => e.action)).toEqual(['ownEntityRequest', 'link']);
    expect(events[0]).toMatchObject({ actorEmail: expect.any(String), after: expect.objectContaining({ ownEntityRequestId: pending.requestId, companyName: name }) });
    expect(events[1]).toMatchObject({ actorId: null, after: expect.objectContaining({ bvdId: done.bvdId, linkSource: 'request', state: 'linked' }) });

    // The criteria search now finds the company, held by the supplier.
    const search = dataOf<SearchResults>(await w.call('POST', `/api/apps/${DEMO_APP_ID}/suppliers/match`, { CompanyName: name, Country: 'PT', City: 'Lisboa' }));
    expect(search.data[0]).toMatchObject({ BvDId: done.bvdId, SupplierId: 'OE-1', Selected: true });
  }, WAITING_TEST_MS);

  it('leaves a supplier linked meanwhile alone, and keeps the new BvD ID on the request', async () => {
    const sent = dataOf<OwnEntityRequest>(await w.call('POST', url('OE-2'), form(`Medronho Meanwhile ${database.name} Lda`)), 201);
    const linked = await w.call('PUT', `/api/apps/${DEMO_APP_ID}/supplier/OE-2`, { supplierId: 'OE-2', bvdId: 'PT000000042' });
    expect(linked.statusCode, linked.body).toBe(200);

    const done = await settled('OE-2');
    expect(done).toMatchObject({ requestId: sent.requestId, state: 'created', note: 'linkedMeanwhile', bvdId: expect.stringMatching(/^PT\*OE/) });
    expect(await supplierRow('OE-2')).toMatchObject({ bvdId: 'PT000000042', linkSource: 'manual' });
    expect((await trail('OE-2')).map((e) => e.action)).toEqual(['ownEntityRequest', 'link']);
  }, WAITING_TEST_MS);

  it('does nothing for a check that is not the request’s current one, and asks Orbis nothing', async () => {
    await w.call('POST', url('OE-3'), form(`Figueira Repetida ${database.name} Lda`));
    const ended = await settled('OE-3');
    // A request still pending whose third check is the next: the first two are stale.
    const waiting = {
      requestId: randomUUID(),
      tenantId: 'default',
      appId: DEMO_APP_ID,
      supplierId: 'OE-5',
      kind: 'Supply' as const,
      entity: { NAME: 'Castanheiro Pendente Lda', ADDRESS_LINE1: 'Rua Nova 1', COUNTRY_ISO_CODE: 'PT' },
      orbisRequestId: randomUUID(),
      checks: 2,
      nextCheckAt: new Date(Date.now() + 3_600_000),
    };
    await w.db.forTenant('default', (tx) => tx.insert(ownEntityRequests).values(waiting));
    const rows = () => w.db.forTenant('default', (tx) => tx.select().from(ownEntityRequests).orderBy(asc(ownEntityRequests.requestId)));
    // The links of the tests before ask Orbis for their companies' data (the enhancement that
    // follows a link, as a job after the link's event): that work must be over before Orbis's
    // requests are counted.
    const stillToEnhance = () =>
      w.db.forTenant('default', async (tx) => {
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(suppliers)
          .where(and(eq(suppliers.appId, DEMO_APP_ID), sql`${suppliers.bvdId} is not null and ${suppliers.enhancedBvdId} is distinct from ${suppliers.bvdId}`));
        return row?.n ?? 0;
      });
    await until('the enhancement of the suppliers linked so far to be done', stillToEnhance, (n) => n === 0, { timeoutMs: 30_000 });
    const before = { rows: await rows(), audit: [...(await trail('OE-3')), ...(await trail('OE-5'))], asked: (await sim().stats()).requests.orbis };

    const runtimes = createAppRuntimes({ secrets: createSecretBox(Buffer.from(SECRETS_KEY, 'base64')), fetch: globalThis.fetch });
    const suppliersRepository = createSuppliersRepository();
    const sent: unknown[] = [];
    const queue = {
      send: async (...args: unknown[]) => {
        sent.push(args);
        return null;
      },
    } as unknown as JobQueue<OwnEntityJobs>;
    const repository = createOwnEntityRepository();
    const checker = createOwnEntityChecker({
      db: w.db,
      repository,
      runtimes,
      suppliersRepository,
      suppliers: createSuppliersService({ db: w.db, repository: suppliersRepository, runtimes, audit: { record: async () => {}, recordMany: async () => {} } as never, events: outboxOnly(w.db) }),
      sending: createOwnEntitySending({ repository, audit: { record: async () => {} }, queue }),
      queue,
    });
    const stale = [
      { requestId: ended.requestId, check: 0 },
      { requestId: waiting.requestId, check: 0 },
      { requestId: waiting.requestId, check: 1 },
    ];
    for (const { requestId, check } of stale) {
      await checker.check({ tenantId: 'default', appId: DEMO_APP_ID, requestId, check }, new AbortController().signal);
    }

    expect(await rows()).toEqual(before.rows);
    expect([...(await trail('OE-3')), ...(await trail('OE-5'))]).toEqual(before.audit);
    expect(sent).toEqual([]);
    expect((await sim().stats()).requests.orbis).toBe(before.asked);
  }, WAITING_TEST_MS);

  it('answers the console’s failure text when Orbis cannot take the request, and writes nothing', async () => {
    await sim().setFaults({ orbis: { rateLimitEvery: 1 } });
    const response = await w.call('POST', url('OE-4'), form(`Amendoeira Recusada ${database.name} Lda`));
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject({ success: false, message: OWN_ENTITY_MESSAGES.failed });
    expect(await requestsOf('OE-4')).toEqual([]);
    expect(await trail('OE-4')).toEqual([]);
  });
});
