import type { AddressInfo, Socket } from 'node:net';
import { defineEndpoint, HTTP_MESSAGES } from '@connector/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { until } from '../../test/jobs.ts';
import { routerWithoutDatabase } from '../../test/router.ts';
import { slowUpload, streamedUpload, type SlowUpload } from '../../test/slow-upload.ts';
import { unauthorized } from '../errors/index.ts';
import type { Caller } from './caller.ts';
import { installErrorHandler } from './error-handler.ts';
import { LARGE_BODY_READS_MAX, LARGE_BODY_RETRY_SECONDS, readSlots, slotsOfServer } from './large-body.ts';
import { createRouter } from './route.ts';

const TEN_MB = 10 * 1024 * 1024;

const bulkThing = defineEndpoint({
  id: 'bulkThing',
  method: 'POST',
  path: '/api/apps/{appId}/bulk',
  summary: 'a large body',
  access: 'user',
  permission: 'Connector.ImportSuppliers',
  application: true,
  localRead: true,
  bodyLimit: { bytes: 16 * 1024 * 1024, message: 'At most 16 MB' },
  params: z.object({ appId: z.string().max(40) }),
  body: z.object({ rows: z.array(z.unknown()).max(10) }),
  data: z.object({ rows: z.number() }),
});

const callers: Record<string, Caller> = {
  'token-importer': { userId: 'u1', tenantId: 'acme', email: 'i@acme.test', roles: ['importer'], language: 'en', isSuperAdmin: false },
  'token-viewer': { userId: 'u2', tenantId: 'acme', email: 'v@acme.test', roles: ['viewer'], language: 'en', isSuperAdmin: false },
  'token-app': { userId: 'app:a1', appId: 'a1', tenantId: 'acme', email: '', roles: ['importer'], language: 'en', isSuperAdmin: false },
};
const grants: Record<string, string[]> = { importer: ['Connector.ImportSuppliers'], viewer: ['Connector.Users.List'] };

/**
 * The large-body routes of issue 29: a caller the guard refuses is answered before the body is
 * read, and an instance reads only so many large bodies at once.
 */
describe('large request bodies', () => {
  let app: FastifyInstance;
  let port: number;
  /** Requests whose body the server began to read. */
  let bodiesRead = 0;
  const readers: (() => void)[] = [];
  const tokensChecked: string[] = [];
  const uploads: SlowUpload[] = [];

  const upload = (token: string, appId = 'a1', bytes = TEN_MB) => {
    const started = slowUpload(port, `/api/apps/${appId}/bulk`, { host: 'acme.localhost', authorization: `Bearer ${token}` }, { bytes });
    uploads.push(started);
    return started;
  };
  /** Bytes the server read off each closed connection, by the client's port. */
  const connectionsClosed = new Map<number, number>();
  const closeWaiters = new Map<number, (bytes: number) => void>();
  const bytesReadBy = (clientPort: number) =>
    new Promise<number>((resolve) => {
      const closed = connectionsClosed.get(clientPort);
      if (closed === undefined) closeWaiters.set(clientPort, resolve);
      else resolve(closed);
    });

  /** Resolves once the server has begun to read `count` bodies in all. */
  const bodiesReadReach = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (bodiesRead >= count ? resolve() : readers.push(check));
      check();
    });

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    app.addHook('preParsing', async (_request, _reply, payload) => {
      bodiesRead += 1;
      for (const reader of readers.splice(0)) reader();
      return payload;
    });
    const route = createRouter(
      app,
      routerWithoutDatabase({
        tenantIdOfHost: (request) => request.host.split('.')[0] ?? '',
        hostTenant: async (request) => (request.host.startsWith('acme.') ? 'acme' : null),
        authenticate: async (token) => {
          tokensChecked.push(token);
          const caller = callers[token];
          if (!caller) throw unauthorized();
          return caller;
        },
        permissionsOf: async (caller) => caller.roles.flatMap((role) => grants[role] ?? []),
      }),
    );
    route(bulkThing, async ({ body }) => ({ rows: body.rows.length }));
    // A route of the server's default body limit (1 MB here as in the server).
    app.post('/api/small', { bodyLimit: 1024 * 1024 }, async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
    app.server.on('connection', (socket: Socket) => {
      const clientPort = socket.remotePort ?? 0;
      socket.once('close', () => {
        connectionsClosed.set(clientPort, socket.bytesRead);
        closeWaiters.get(clientPort)?.(socket.bytesRead);
      });
    });
  });
  beforeEach(() => {
    bodiesRead = 0;
    tokensChecked.length = 0;
  });
  afterAll(async () => {
    for (const started of uploads) started.abort();
    await app?.close();
  });

  /**
   * The answer came while at most the first 64 KB of a 10 MB body were sent, and no body was
   * parsed; then, the client sending the rest, the connection is closed with no more of it read
   * off the socket than Node takes in before the answer.
   */
  async function expectRefusedUnread(started: SlowUpload, status: number) {
    const answer = await started.answer;
    expect(answer.status, answer.body).toBe(status);
    expect(answer.headers.connection).toBe('close');
    expect(started.sent).toBeLessThanOrEqual(64 * 1024);
    expect(bodiesRead).toBe(0);
    const port = await started.localPort;
    started.finish();
    expect(await bytesReadBy(port)).toBeLessThan(256 * 1024);
    started.abort();
    return answer;
  }

  it('refuses a token it cannot verify with 401 before reading the body', async () => {
    const answer = await expectRefusedUnread(upload('junk'), 401);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Sign-in required' });
    expect(tokensChecked).toEqual(['junk']);
  });

  it('refuses a signed-in caller without the permission with 403 before reading the body', async () => {
    await expectRefusedUnread(upload('token-viewer'), 403);
  });

  it('refuses an application token naming another application in the path with 404 before reading the body', async () => {
    await expectRefusedUnread(upload('token-app', 'a2'), 404);
  });

  it('refuses an unknown tenant host before reading the body', async () => {
    const started = slowUpload(port, '/api/apps/a1/bulk', { host: 'nosuch.localhost', authorization: 'Bearer token-importer' }, { bytes: TEN_MB });
    uploads.push(started);
    await expectRefusedUnread(started, 404);
  });

  it('reads no more of a body its client sends whole after the answer, and still lets it read that answer', async () => {
    const headers = { host: 'acme.localhost', authorization: 'Bearer junk' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => streamedUpload(port, '/api/apps/a1/bulk', headers, TEN_MB)));
    expect(answers.map(({ status }) => status)).toEqual([401, 401, 401, 401]);
    for (const { localPort } of answers) expect(await bytesReadBy(localPort)).toBeLessThan(256 * 1024);
    expect(bodiesRead).toBe(0);
  });

  it('ends the connection of an answer given before the body on other routes too (declared too large)', async () => {
    const started = slowUpload(port, '/api/small', { host: 'acme.localhost' }, { bytes: 2 * 1024 * 1024 });
    uploads.push(started);
    const answer = await started.answer;
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(started.sent).toBeLessThanOrEqual(64 * 1024);
  });

  it('reads the body of an admitted caller, and checks the token again once it is read', async () => {
    const started = upload('token-importer', 'a1', 1024);
    started.finish();
    const answer = await started.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ success: true, data: { rows: 1 } });
    expect(tokensChecked).toEqual(['token-importer', 'token-importer']);
    expect(bodiesRead).toBe(1);
  });

  it(`reads ${LARGE_BODY_READS_MAX} large bodies at once and answers 429 with Retry-After past them, before reading`, async () => {
    const slots = slotsOfServer(app.server);
    const reading = Array.from({ length: LARGE_BODY_READS_MAX }, () => upload('token-importer'));
    await bodiesReadReach(LARGE_BODY_READS_MAX);
    expect(slots.taken).toBe(LARGE_BODY_READS_MAX);

    const turnedAway = upload('token-importer');
    const busy = await turnedAway.answer;
    expect(busy.status).toBe(429);
    expect(busy.headers['retry-after']).toBe(String(LARGE_BODY_RETRY_SECONDS));
    expect(busy.headers.connection).toBe('close');
    expect(JSON.parse(busy.body)).toEqual({ success: false, message: HTTP_MESSAGES.largeBodiesBusy });
    expect(turnedAway.sent).toBeLessThanOrEqual(64 * 1024);
    expect(bodiesRead).toBe(LARGE_BODY_READS_MAX);
    turnedAway.abort();

    // A client that drops its upload gives its slot back; one that finishes, once answered.
    reading[0]?.abort();
    await until('the dropped upload’s slot to be free', async () => slots.taken, (taken) => taken === LARGE_BODY_READS_MAX - 1, { timeoutMs: 5_000, intervalMs: 10 });
    const next = upload('token-importer', 'a1', 1024);
    next.finish();
    expect((await next.answer).status).toBe(200);
    for (const started of reading.slice(1)) started.finish();
    const answers = await Promise.all(reading.slice(1).map((started) => started.answer));
    // 10 MB of spaces after one row: read and parsed in full.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await until('every slot to be free', async () => slots.taken, (taken) => taken === 0, { timeoutMs: 5_000, intervalMs: 10 });
  }, 30_000);
});

describe('read slots', () => {
  it('give out at most their number, and take each back once', () => {
    const slots = readSlots(2);
    const first = slots.take();
    const second = slots.take();
    expect(first && second).toBeTypeOf('function');
    expect(slots.take()).toBeNull();
    first?.();
    first?.();
    expect(slots.taken).toBe(1);
    expect(slots.take()).toBeTypeOf('function');
  });

  it('are one set per server', () => {
    const server = {};
    expect(slotsOfServer(server)).toBe(slotsOfServer(server));
    expect(slotsOfServer({})).not.toBe(slotsOfServer(server));
  });
});
