import { defineEndpoint } from '@connector/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unauthorized } from '../errors/index.ts';
import type { Caller } from './caller.ts';
import { installErrorHandler } from './error-handler.ts';
import { Answer, createRouter } from './route.ts';
import { routerWithoutDatabase } from '../../test/router.ts';

const createThing = defineEndpoint({
  id: 'createThing',
  method: 'POST',
  path: '/api/things/{group}',
  summary: 'test endpoint',
  access: 'user',
  permission: 'Connector.Users.Create',
  params: z.object({ group: z.string().max(5, 'Group too long') }),
  body: z.object({
    name: z.string().min(1, 'Please Add Name *').max(16, 'Please Add Name *'),
    email: z.email('Please Add Email *'),
  }),
  data: z.object({ id: z.string(), group: z.string(), tenantId: z.string() }),
});
const openThing = defineEndpoint({
  id: 'openThing',
  method: 'GET',
  path: '/api/open',
  summary: 'open to every signed-in user',
  access: 'user',
  permission: null,
  data: z.object({ userId: z.string() }),
});
const appThing = defineEndpoint({
  id: 'appThing',
  method: 'POST',
  path: '/api/apps/{appId}/things',
  summary: 'an application call',
  access: 'user',
  permission: 'Connector.Users.List',
  application: true,
  params: z.object({ appId: z.string().max(40) }),
  body: z.object({ tenantId: z.string().max(40).optional() }),
  data: z.object({ appId: z.string(), userId: z.string() }),
});
const broken = defineEndpoint({
  id: 'broken',
  method: 'GET',
  path: '/api/broken',
  summary: 'fails inside',
  access: 'public',
  permission: null,
  data: z.object({}),
});

const lookup = defineEndpoint({
  id: 'lookup',
  method: 'GET',
  path: '/api/lookup',
  summary: 'public, with input',
  access: 'public',
  permission: null,
  query: z.object({ q: z.string().max(20) }),
  data: z.object({ q: z.string() }),
});

const callers: Record<string, Caller> = {
  'token-admin': { userId: 'u1', tenantId: 'acme', email: 'a@acme.test', roles: ['admin'], language: 'en', isSuperAdmin: false },
  'token-viewer': { userId: 'u2', tenantId: 'acme', email: 'v@acme.test', roles: ['viewer'], language: 'en', isSuperAdmin: false },
  'token-app': { userId: 'app:a1', appId: 'a1', tenantId: 'acme', email: '', roles: ['admin'], language: 'en', isSuperAdmin: false },
  'token-app-viewer': { userId: 'app:a1', appId: 'a1', tenantId: 'acme', email: '', roles: [], language: 'en', isSuperAdmin: false },
};
const grants: Record<string, string[]> = { admin: ['Connector.Users.*'], viewer: ['Connector.Users.List'] };

describe('endpoint router', () => {
  let app: FastifyInstance;
  const written: unknown[] = [];
  const registered = new Map<string, RouteOptions>();

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.addHook('onRoute', (options) => void registered.set(`${String(options.method)} ${options.url}`, options));
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    const route = createRouter(app, routerWithoutDatabase({
      tenantIdOfHost: (request) => request.host.split('.')[0] ?? '',
      hostTenant: async (request) => (request.host.startsWith('acme.') ? 'acme' : null),
      authenticate: async (token) => {
        const caller = callers[token];
        if (!caller) throw unauthorized();
        return caller;
      },
      permissionsOf: async (caller) => caller.roles.flatMap((r) => grants[r] ?? []),
    }));
    route(createThing, async ({ params, body, tenantId }) => {
      written.push(body);
      return new Answer({ id: 't1', group: params.group, tenantId }, 'Created', 201);
    });
    route(openThing, async ({ caller }) => ({ userId: caller.userId }));
    route(appThing, async ({ params, caller }) => ({ appId: params.appId, userId: caller.userId }));
    route(broken, async () => {
      throw new Error('secret database detail');
    });
    route(lookup, async ({ query }) => ({ q: query.q }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (headers: Record<string, string>, payload: unknown, group = 'g1') =>
    app.inject({ method: 'POST', url: `/api/things/${group}`, headers: { host: 'acme.localhost', ...headers }, payload: payload as object });

  it('answers the success envelope with the handler status and message', async () => {
    const res = await post({ authorization: 'Bearer token-admin' }, { name: 'Box', email: 'box@acme.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Created', data: { id: 't1', group: 'g1', tenantId: 'acme' } });
  });

  it('refuses a call without a token with 401', async () => {
    const res = await post({}, { name: 'Box', email: 'box@acme.test' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Sign-in required' });
  });

  it('refuses a caller without the permission with 403', async () => {
    const res = await post({ authorization: 'Bearer token-viewer' }, { name: 'Box', email: 'box@acme.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
  });

  it('checks sign-in and permission before the input: no rules are told to who may not call', async () => {
    expect((await post({}, { name: '' })).statusCode).toBe(401);
    expect((await post({ authorization: 'Bearer token-viewer' }, { name: '' })).statusCode).toBe(403);
    expect((await post({ authorization: 'Bearer token-admin' }, { name: '' })).statusCode).toBe(400);
  });

  it('opens a route without permission to every signed-in user', async () => {
    const res = await app.inject({ url: '/api/open', headers: { host: 'acme.localhost', authorization: 'Bearer token-viewer' } });
    expect(res.json()).toEqual({ success: true, data: { userId: 'u2' } });
  });

  it('answers 404 for an unknown tenant host', async () => {
    const res = await app.inject({ url: '/api/open', headers: { host: 'nosuch.localhost', authorization: 'Bearer token-viewer' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tenant was not found');
  });

  it('names every invalid field with its message and writes nothing', async () => {
    const before = written.length;
    const res = await post({ authorization: 'Bearer token-admin' }, { name: '', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.name', message: 'Please Add Name *' },
        { field: 'body.email', message: 'Please Add Email *' },
      ]),
    );
    expect(written.length).toBe(before);
  });

  it('validates path parameters', async () => {
    const res = await post({ authorization: 'Bearer token-admin' }, { name: 'Box', email: 'box@acme.test' }, 'toolonggroup');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'params.group', message: 'Group too long' }]);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/things/g1',
      headers: { host: 'acme.localhost', authorization: 'Bearer token-admin', 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });

  it('hides the detail of an internal failure', async () => {
    const res = await app.inject({ url: '/api/broken', headers: { host: 'acme.localhost' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong, try again' });
  });

  describe('application callers', () => {
    const appCall = (token: string, appId: string, payload: object = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/apps/${appId}/things`,
        headers: { host: 'acme.localhost', authorization: `Bearer ${token}` },
        payload,
      });

    it('call their own application', async () => {
      const res = await appCall('token-app', 'a1', { tenantId: 'acme' });
      expect(res.json()).toEqual({ success: true, data: { appId: 'a1', userId: 'app:a1' } });
    });

    it('get 404 for another application or tenant named in the request', async () => {
      expect((await appCall('token-app', 'a2')).statusCode).toBe(404);
      expect((await appCall('token-app', 'a1', { tenantId: 'beta' })).statusCode).toBe(404);
    });

    it('still need the permission of the endpoint', async () => {
      expect((await appCall('token-app-viewer', 'a1')).statusCode).toBe(403);
    });

    it('get 403 on endpoints that are not application calls, even with the permission', async () => {
      expect((await post({ authorization: 'Bearer token-app' }, { name: 'Box', email: 'box@acme.test' })).statusCode).toBe(403);
      const open = await app.inject({ url: '/api/open', headers: { host: 'acme.localhost', authorization: 'Bearer token-app' } });
      expect(open.statusCode).toBe(403);
    });

    it('do not restrict people: a user reaches any application', async () => {
      expect((await appCall('token-admin', 'a2')).json().data).toEqual({ appId: 'a2', userId: 'u1' });
    });
  });

  it('gives a public endpoint without input no hook to run per request', () => {
    const bare = registered.get('GET /api/broken');
    expect(bare?.handler).toBeTypeOf('function');
    expect(bare?.preValidation).toBeUndefined();
    expect(bare?.onResponse).toBeUndefined();
    expect(registered.get('GET /api/lookup')?.preValidation).toBeTypeOf('function');
    expect(registered.get('GET /api/open')).toMatchObject({ preValidation: expect.any(Function), onResponse: expect.any(Function) });
  });

  it('still refuses NUL characters in the input of a public endpoint', async () => {
    const refused = await app.inject({ url: '/api/lookup?q=a%00b', headers: { host: 'acme.localhost' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'query.q', message: 'Must not contain the NUL character' }]);
    const answered = await app.inject({ url: '/api/lookup?q=ab', headers: { host: 'acme.localhost' } });
    expect(answered.json()).toEqual({ success: true, data: { q: 'ab' } });
  });

  it('answers an unknown endpoint with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nothing-here', headers: { host: 'acme.localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
