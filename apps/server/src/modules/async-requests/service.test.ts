import { randomUUID } from 'node:crypto';
import { GENERIC_MESSAGES, REQUEST_GUID_HEADER, defineEndpoint } from '@connector/contracts';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { asyncRequests } from '../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { until } from '../../../test/jobs.ts';
import { badRequest, unauthorized } from '../../errors/index.ts';
import type { Caller } from '../../http/caller.ts';
import { installErrorHandler } from '../../http/error-handler.ts';
import { Answer, createRouter } from '../../http/route.ts';
import { createAsyncRequestsRepository, createAsyncRequests, registerAsyncRequestRoutes } from './index.ts';

const writeThing = defineEndpoint({
  id: 'writeThing',
  method: 'POST',
  path: '/api/apps/{appId}/things',
  summary: 'an application call that writes',
  access: 'user',
  permission: null,
  application: true,
  params: z.object({ appId: z.string() }),
  body: z.object({ name: z.string(), slow: z.boolean().default(false), fail: z.boolean().default(false) }),
  data: z.object({ id: z.number() }),
});

const caller = (userId: string, tenantId: string): Caller => ({
  userId,
  tenantId,
  email: `${userId}@example.com`,
  roles: ['tenantAdmin'],
  language: 'en',
  isSuperAdmin: false,
});
const tokens: Record<string, Caller> = {
  ann: caller('ann', 'acme'),
  bob: caller('bob', 'acme'),
  cid: caller('cid', 'beta'),
};

/** A gate the slow handler waits at, opened by the test. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const LEASE_MS = 3_000;

describe.each(testDatabases)('the 504 protocol on $name', (database) => {
  let db: Database;
  let app: FastifyInstance;
  const written: string[] = [];
  let slowGate = gate();

  beforeAll(async () => {
    db = await database.open();
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    const longWork = createAsyncRequests({
      db,
      repository: createAsyncRequestsRepository(),
      logger: app.log,
      // The quick calls below must end within it even on a busy machine; the slow one waits at a gate.
      gatewayTimeoutMs: 1_000,
      outcomeTtlMs: 60_000,
      // Short enough for a test to see it renewed, long enough that a busy machine renews it in time.
      leaseMs: LEASE_MS,
    });
    const route = createRouter(app, {
      guard: {
        tenantIdOfHost: (request) => request.host.split('.')[0] ?? '',
        hostTenant: async (request) => request.host.split('.')[0] ?? null,
        authenticate: async (token, hostTenant) => {
          const found = tokens[token];
          if (!found || found.tenantId !== hostTenant) throw unauthorized();
          return found;
        },
        permissionsOf: async () => [],
      },
      db,
      longWork,
    });
    route(writeThing, async ({ body }) => {
      if (body.fail) throw badRequest('Name is not acceptable', [{ field: 'body.name', message: 'Not acceptable' }]);
      if (body.slow) await slowGate.opened;
      written.push(body.name);
      return new Answer({ id: written.length }, 'Thing Written', 201);
    });
    registerAsyncRequestRoutes(route, longWork);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const write = (token: string, guid: string | undefined, body: object, host = 'acme.localhost') =>
    app.inject({
      method: 'POST',
      url: '/api/apps/a1/things',
      headers: { host, authorization: `Bearer ${token}`, ...(guid ? { [REQUEST_GUID_HEADER]: guid } : {}) },
      payload: body,
    });
  const outcome = (token: string, guid: string, host = 'acme.localhost') =>
    app.inject({ method: 'GET', url: `/api/asyncRequest/${guid}`, headers: { host, authorization: `Bearer ${token}` } });

  it('answers a quick call at once and replays it for the same guid without doing it twice', async () => {
    const guid = randomUUID();
    const first = await write('ann', guid, { name: 'quick' });
    expect(first.statusCode).toBe(201);
    expect(first.headers[REQUEST_GUID_HEADER]).toBe(guid);
    expect(first.json()).toEqual({ success: true, message: 'Thing Written', data: { id: expect.any(Number) } });

    const replay = await write('ann', guid, { name: 'quick' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(written.filter((n) => n === 'quick')).toHaveLength(1);
  });

  it('answers 504 past the deadline, keeps working, and serves the outcome under the guid', async () => {
    slowGate = gate();
    const guid = randomUUID();
    const first = await write('ann', guid, { name: 'slow', slow: true });
    expect(first.statusCode).toBe(504);
    expect(first.json().message).toContain(`/api/asyncRequest/${guid}`);

    const pending = await outcome('ann', guid);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data).toEqual({ state: 'pending' });
    expect((await write('ann', guid, { name: 'slow', slow: true })).statusCode).toBe(504);

    slowGate.open();
    await until('the slow call to store its outcome', async () => (await outcome('ann', guid)).json().data.state, (state) => state === 'done');
    const done = (await outcome('ann', guid)).json().data;
    expect(done).toEqual({ state: 'done', status: 201, body: { success: true, message: 'Thing Written', data: { id: expect.any(Number) } } });

    const replay = await write('ann', guid, { name: 'slow', slow: true });
    expect(replay.statusCode).toBe(201);
    expect(written.filter((n) => n === 'slow')).toHaveLength(1);
  });

  it('stores a refusal as the outcome, with its status and field errors', async () => {
    const guid = randomUUID();
    const first = await write('ann', guid, { name: 'bad', fail: true });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ success: false, message: 'Name is not acceptable', errors: [{ field: 'body.name', message: 'Not acceptable' }] });
    const stored = (await outcome('ann', guid)).json().data;
    expect(stored).toMatchObject({ state: 'done', status: 400 });
  });

  it('shows an outcome only to the user and tenant that made the call', async () => {
    const guid = randomUUID();
    expect((await write('ann', guid, { name: 'mine' })).statusCode).toBe(201);
    expect((await outcome('bob', guid)).statusCode).toBe(404);
    expect((await outcome('cid', guid, 'beta.localhost')).statusCode).toBe(404);
    expect((await write('bob', guid, { name: 'mine' })).statusCode).toBe(409);
    expect(written.filter((n) => n === 'mine')).toHaveLength(1);
  });

  it('refuses a request guid that is not a UUID and makes one up when none is sent', async () => {
    const bad = await write('ann', 'not-a-guid', { name: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: `headers.${REQUEST_GUID_HEADER}`, message: 'Must be a UUID' }]);

    const none = await write('ann', undefined, { name: 'anonymous' });
    expect(none.statusCode).toBe(201);
    expect(none.headers[REQUEST_GUID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('forgets outcomes once they expire', async () => {
    const repository = createAsyncRequestsRepository();
    const guid = randomUUID();
    const key = { tenantId: 'acme', guid };
    await db.forTenant('acme', (tx) =>
      repository.claim(tx, { ...key, userId: 'ann', operation: 'writeThing', expiresAt: new Date(Date.now() - 1000) }, { attemptId: randomUUID(), leaseMs: LEASE_MS }),
    );
    expect((await outcome('ann', guid)).statusCode).toBe(404);
    expect(await db.forTenant('acme', (tx) => repository.purgeExpired(tx, 'acme'))).toBeGreaterThanOrEqual(1);
  });

  describe('a call whose run died', () => {
    const repository = createAsyncRequestsRepository();
    /** A call ann started on an instance that died: claimed under a lease nobody renews, and already lapsed. */
    const abandoned = async (guid: string) => {
      const key = { tenantId: 'acme', guid };
      await db.forTenant('acme', (tx) =>
        repository.claim(tx, { ...key, userId: 'ann', operation: 'writeThing', expiresAt: new Date(Date.now() + 60_000) }, { attemptId: randomUUID(), leaseMs: 1 }),
      );
      await until('the dead run’s lease to lapse', () => db.forTenant('acme', (tx) => repository.find(tx, key)), (row) => row?.lapsed === true);
    };
    const leaseOf = async (guid: string) =>
      (await db.forTenant('acme', (tx) => tx.select().from(asyncRequests).where(and(eq(asyncRequests.tenantId, 'acme'), eq(asyncRequests.guid, guid)))))[0]?.leaseUntil;

    it('tells a reader to try again, and runs the work again for a retry with the same guid, once', async () => {
      const guid = randomUUID();
      await abandoned(guid);
      const read = (await outcome('ann', guid)).json().data;
      expect(read).toEqual({ state: 'done', status: 503, body: { success: false, message: GENERIC_MESSAGES.somethingWrong } });

      const retried = await write('ann', guid, { name: 'revived' });
      expect(retried.statusCode, retried.body).toBe(201);
      expect((await outcome('ann', guid)).json().data).toMatchObject({ state: 'done', status: 201 });
      expect((await write('ann', guid, { name: 'revived' })).json()).toEqual(retried.json());
      expect(written.filter((n) => n === 'revived')).toHaveLength(1);
    });

    it('keeps it from another user of the tenant', async () => {
      const guid = randomUUID();
      await abandoned(guid);
      expect((await write('bob', guid, { name: 'stolen' })).statusCode).toBe(409);
      expect(written).not.toContain('stolen');
    });

    it('does not take for dead a run that outlives its first lease: it renews it while it works', async () => {
      slowGate = gate();
      const guid = randomUUID();
      expect((await write('ann', guid, { name: 'long', slow: true })).statusCode).toBe(504);
      const first = await leaseOf(guid);
      // Renewed past the end of the lease it was claimed with: without renewals it would have lapsed.
      await until('the lease to be renewed past its first end', () => leaseOf(guid), (lease) => !!first && !!lease && lease.getTime() > first.getTime() + LEASE_MS);
      expect((await outcome('ann', guid)).json().data).toEqual({ state: 'pending' });
      expect((await write('ann', guid, { name: 'long', slow: true })).statusCode).toBe(504);

      slowGate.open();
      await until('the long call to store its outcome', async () => (await outcome('ann', guid)).json().data.state, (state) => state === 'done');
      expect(written.filter((n) => n === 'long')).toHaveLength(1);
    });
  });
});
