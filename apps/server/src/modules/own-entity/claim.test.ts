import { randomUUID } from 'node:crypto';
import { HTTP_MESSAGES, OWN_ENTITY_MESSAGES, REQUEST_GUID_HEADER, type OwnEntityRequest, type SearchResults } from '@connector/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, ownEntityRequests, suppliers } from '../../db/schema/index.ts';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { until } from '../../../test/jobs.ts';
import { bearer } from '../../../test/sign-in.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { openWorld, type World } from '../../../test/world.ts';
import { createSecretBox } from '../../crypto/secret-box.ts';
import { QUEUE_TIMING, type JobQueue } from '../../jobs/index.ts';
import { createAppRuntimes, DEMO_APP_ID } from '../applications/index.ts';
import { createSuppliersRepository } from '../suppliers/index.ts';
import { createOwnEntityChecker } from './checker.ts';
import type { OwnEntityJobs } from './jobs.ts';
import { createOwnEntityRepository, type NewOwnEntityRow } from './repository.ts';
import { createOwnEntitySending } from './sending.ts';

const SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');
/** Orbis adds a company half a second after the request, so a test sees how many it added. */
const sim = useSimulator({ SIM_OWN_ENTITY_DELAY_MS: '500', SIM_SUPPLIERS_PER_REALM: '10' });
/**
 * The checking jobs stay queued for the whole file (their workers look for jobs every ten
 * minutes): every Orbis call counted here is a request's sending, never a check.
 */
const IDLE_QUEUE = { ...QUEUE_TIMING, pollingIntervalSeconds: 600 };
const BURST = 6;

const form = (CompanyName: string) => ({ CompanyName, StreetAdress1: 'Rua do Ouro 12', City: 'Porto', Country: 'PT', ProductOption: 'Supply' });

describe.each(testDatabases)('an own-entity request claimed before Orbis is asked, on $name', (database) => {
  let w: World;
  const url = (supplierId: string) => `/api/apps/${DEMO_APP_ID}/supplier/${supplierId}/ownEntity`;
  const post = (supplierId: string, body: object, guid?: string) =>
    w.app.inject({
      method: 'POST',
      url: url(supplierId),
      headers: { ...bearer(w.tokens.superAdmin, 'localhost'), ...(guid ? { [REQUEST_GUID_HEADER]: guid } : {}) },
      payload: body,
    });
  const orbisCalls = async () => (await sim().stats()).requests.orbis;
  const rowsOf = (supplierId: string) =>
    w.db.forTenant('default', (tx) => tx.select().from(ownEntityRequests).where(and(eq(ownEntityRequests.appId, DEMO_APP_ID), eq(ownEntityRequests.supplierId, supplierId))));
  const requestsAudited = async (supplierId: string) =>
    (await w.db.forTenant('default', (tx) => tx.select().from(auditEvents).where(eq(auditEvents.entityId, `${DEMO_APP_ID}:${supplierId}`)))).filter(
      (event) => event.action === 'ownEntityRequest',
    );
  /** Companies Orbis added under this name, as its company match finds them once added. */
  const added = async (name: string) => {
    const search = dataOf<SearchResults>(await w.call('superAdmin', 'POST', `/api/apps/${DEMO_APP_ID}/suppliers/match`, { CompanyName: name, Country: 'PT', City: 'Porto' }));
    return search.data.filter((hit) => hit.Name === name && hit.BvDId.includes('*OE'));
  };
  /** A claim as a call leaves it when it dies before Orbis answers. */
  const leftClaim = (supplierId: string, extra: Partial<NewOwnEntityRow> = {}): NewOwnEntityRow => ({
    requestId: randomUUID(),
    tenantId: 'default',
    appId: DEMO_APP_ID,
    supplierId,
    kind: 'Supply',
    entity: { NAME: `Claim Left ${supplierId} ${database.name}`, ADDRESS_LINE1: 'Rua Nova 1', COUNTRY_ISO_CODE: 'PT' },
    orbisRequestId: null,
    nextCheckAt: new Date(Date.now() - 1000),
    ...extra,
  });

  beforeAll(async () => {
    w = await openWorld(database, { queueTiming: IDLE_QUEUE, env: { SIM_URL: sim().url, SECRETS_KEY } });
    await w.db.forTenant('default', (tx) =>
      tx.insert(suppliers).values(
        ['CL-1', 'CL-2', 'CL-3', 'CL-4', 'CL-5'].map((supplierId) => ({ tenantId: 'default', appId: DEMO_APP_ID, supplierId, name: `Supplier ${supplierId}`, country: 'PT', state: 'unmatched' as const })),
      ),
    );
  }, 60_000);
  afterAll(() => w?.close());

  it('sends one of six concurrent requests for a supplier to Orbis, and refuses the other five writing nothing', async () => {
    const name = `Sardinha Concorrente ${database.name} Lda`;
    const before = await orbisCalls();
    const answers = await Promise.all(Array.from({ length: BURST }, () => post('CL-1', form(name))));

    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ success: false, message: OWN_ENTITY_MESSAGES.alreadyPending });
    }
    expect((await orbisCalls()) - before).toBe(1);
    const created = answers.find((a) => a.statusCode === 201);
    if (!created) throw new Error('no request was created');
    const sent = dataOf<OwnEntityRequest>(created, 201);
    expect((await rowsOf('CL-1')).map((r) => [r.requestId, r.state])).toEqual([[sent.requestId, 'pending']]);
    expect(await requestsAudited('CL-1')).toHaveLength(1);
    const companies = await until(`Orbis to add ${name}`, () => added(name), (found) => found.length > 0);
    expect(companies).toHaveLength(1);
  });

  it('releases the claim when Orbis cannot take the request, so the supplier can be asked for again', async () => {
    await sim().setFaults({ orbis: { rateLimitEvery: 1 } });
    const refused = await post('CL-2', form(`Atum Recusado ${database.name} Lda`));
    expect(refused.statusCode, refused.body).toBe(503);
    expect(await rowsOf('CL-2')).toEqual([]);
    await sim().resetFaults();

    const again = await post('CL-2', form(`Atum Recusado ${database.name} Lda`));
    expect(again.statusCode, again.body).toBe(201);
    expect(await requestsAudited('CL-2')).toHaveLength(1);
  });

  it('resumes the request a dead try of the same call claimed: sent once under its own reference', async () => {
    const guid = randomUUID();
    const claim = leftClaim('CL-3', { guid, nextCheckAt: new Date(Date.now() + 60_000) });
    await w.db.forTenant('default', (tx) => tx.insert(ownEntityRequests).values(claim));
    const before = await orbisCalls();

    const retried = await post('CL-3', form('Whatever The Retry Says'), guid);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(dataOf<OwnEntityRequest>(retried, 201)).toMatchObject({ requestId: claim.requestId, companyName: claim.entity.NAME, state: 'pending' });
    expect((await orbisCalls()) - before).toBe(1);
    const [row] = await rowsOf('CL-3');
    expect(row?.orbisRequestId).toEqual(expect.any(String));
    expect(await requestsAudited('CL-3')).toHaveLength(1);

    // A request guid that made a request for another supplier is another call's: refused, nothing sent.
    const other = leftClaim('CL-4', { guid: randomUUID(), nextCheckAt: new Date(Date.now() + 60_000) });
    await w.db.forTenant('default', (tx) => tx.insert(ownEntityRequests).values(other));
    const misused = await post('CL-3', form('Misused Guid'), other.guid ?? undefined);
    expect(misused.statusCode, misused.body).toBe(409);
    expect(misused.json()).toMatchObject({ success: false, message: HTTP_MESSAGES.guidTaken });
    expect((await orbisCalls()) - before).toBe(1);
  });

  describe('the checking job, for a claim whose call died', () => {
    const queued: unknown[] = [];
    const runtimes = createAppRuntimes({ secrets: createSecretBox(Buffer.from(SECRETS_KEY, 'base64')), fetch: globalThis.fetch });
    const checkerOf = () => {
      const repository = createOwnEntityRepository();
      const suppliersRepository = createSuppliersRepository();
      const queue = { send: async (...args: unknown[]) => void queued.push(args) } as unknown as JobQueue<OwnEntityJobs>;
      const audit = { record: async () => {} };
      return createOwnEntityChecker({
        db: w.db,
        repository,
        runtimes,
        suppliersRepository,
        suppliers: { link: async () => {} } as never,
        sending: createOwnEntitySending({ repository, audit, queue }),
        queue,
      });
    };
    const check = (claim: NewOwnEntityRow) =>
      checkerOf().check({ tenantId: 'default', appId: DEMO_APP_ID, requestId: claim.requestId, check: 0 }, new AbortController().signal);

    it('sends it under its own reference and follows it from then on', async () => {
      const claim = leftClaim('CL-5');
      await w.db.forTenant('default', (tx) => tx.insert(ownEntityRequests).values(claim));
      await check(claim);
      const [row] = await rowsOf('CL-5');
      expect(row).toMatchObject({ state: 'pending', checks: 1, orbisRequestId: expect.any(String) });
      expect(queued).toHaveLength(1);

      // Sent again (its call came back after all): Orbis answers with the request it first made.
      const app = await w.db.forTenant('default', (tx) => runtimes.load(tx, 'default', DEMO_APP_ID));
      if (!app) throw new Error('the demo application is missing');
      const again = await app.orbis().requestOwnEntity({ KIND: claim.kind, REFERENCE: claim.requestId, ENTITY: claim.entity });
      expect(again.RequestId).toBe(row?.orbisRequestId);
    });

    it('releases it when Orbis refuses it', async () => {
      // Orbis refuses a company without its first address line.
      const claim = leftClaim('CL-5', { entity: { NAME: 'No Street Lda', COUNTRY_ISO_CODE: 'PT' } as NewOwnEntityRow['entity'] });
      await w.db.forTenant('default', async (tx) => {
        await tx.delete(ownEntityRequests).where(eq(ownEntityRequests.supplierId, 'CL-5'));
        await tx.insert(ownEntityRequests).values(claim);
      });
      await check(claim);
      expect(await rowsOf('CL-5')).toEqual([]);
    });
  });
});
