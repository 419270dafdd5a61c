/**
 * The fuzz suite of the HTTP layer: every endpoint of the contracts' catalogue, called by a super
 * administrator, a plain user and nobody, with malformed bodies, queries, path parameters,
 * headers and methods, fixed cases first and then fast-check's (fixed seed, bounded runs); and
 * a listening server sent requests no HTTP client would write. Every answer must be below 500,
 * and every error answer the one envelope. The database is in-memory PGlite: what is probed is
 * the HTTP layer, which is the same on both databases.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { endpoints, hasPermission, USER_BVD_ROLE, type EndpointSpec } from '@connector/contracts';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openMemoryDatabase, type Database } from '../../test/databases.ts';
import {
  answerProblem,
  bodyArbitrary,
  MALFORMED_BODIES,
  MALFORMED_PARAMS,
  MALFORMED_QUERIES,
  ODD_HEADERS,
  paramArbitrary,
  queryArbitrary,
  schemaKeys,
} from '../../test/malformed-input.ts';
import { rawHttp, rawRequest } from '../../test/raw-http.ts';
import { bearer, signIn, type Tokens } from '../../test/sign-in.ts';
import { buildTestApp, createTestUser, TEST_ADMIN } from '../../test/test-app.ts';

/** One seed for every property, so that a failure is replayed exactly. */
const SEED = 1010;
const RUNS = 8;
const PASSWORD = 'Str0ng!pass';

type Actor = 'superAdmin' | 'plainUser' | 'anonymous';
const ACTORS: Actor[] = ['superAdmin', 'plainUser', 'anonymous'];
const CATALOGUE: EndpointSpec[] = Object.values(endpoints);
const OTHER_METHODS = ['PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND'] as const;

let app: FastifyInstance;
let db: Database;
const tokens = {} as Record<Exclude<Actor, 'anonymous'>, Tokens>;
/** Path parameters that name what exists, so that calls reach the handlers. */
let known: Record<string, string>;
/** What the plain user's role grants. */
let plainPermissions: string[];

beforeAll(async () => {
  db = await openMemoryDatabase();
  ({ app } = await buildTestApp(db));
  tokens.superAdmin = await signIn(app, TEST_ADMIN);
  await createTestUser(db, { tenantId: 'default', email: 'plain@default.local', password: PASSWORD, roles: [USER_BVD_ROLE] });
  tokens.plainUser = await signIn(app, { email: 'plain@default.local', password: PASSWORD });
  // The user the super administrator's calls act on (disable, delete...): not a caller.
  const target = await createTestUser(db, { tenantId: 'default', email: 'target@default.local', password: PASSWORD, roles: [USER_BVD_ROLE] });
  const apps = await app.inject({ method: 'GET', url: '/api/apps', headers: bearer(tokens.superAdmin) });
  const appId = apps.json<{ data: { value: string }[] }>().data[0]?.value ?? 'demo';
  const granted = await app.inject({ method: 'POST', url: '/api/roles/permissions', headers: bearer(tokens.plainUser), payload: { roles: [USER_BVD_ROLE] } });
  plainPermissions = granted.json<{ data: { permissions: string[] } }>().data.permissions;
  known = { tenantId: 'default', id: 'default', appId, roleId: USER_BVD_ROLE, userId: target.userId, entityId: target.userId, guid: randomUUID() };
  await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** The value of a known parameter, or the first option of an enumerated one. */
function knownParam(endpoint: EndpointSpec, name: string): string {
  const schema: unknown = endpoint.params?.shape[name];
  if (schema instanceof z.ZodEnum) return String(schema.options[0]);
  return known[name] ?? 'x';
}

/** The endpoint's path with its parameters filled: known ones, but `name` set to `value` as it is. */
function pathOf(endpoint: EndpointSpec, replaced?: { name: string; value: string }): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    replaced?.name === name ? replaced.value : encodeURIComponent(knownParam(endpoint, name)),
  );
}

const paramNames = (endpoint: EndpointSpec) => [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

interface Call {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  contentType?: string;
}

/** Calls as `actor` and returns what is wrong with the answer, or null. */
async function problemOf(actor: Actor, endpoint: EndpointSpec, call: Call): Promise<string | null> {
  const method = call.method ?? endpoint.method;
  const headers: Record<string, string> = {
    ...(actor === 'anonymous' ? { host: 'localhost' } : bearer(tokens[actor])),
    ...(call.contentType ? { 'content-type': call.contentType } : {}),
    ...call.headers,
  };
  const response = await app.inject({
    method: method as InjectOptions['method'],
    url: call.url,
    headers,
    ...(call.payload !== undefined ? { payload: call.payload } : {}),
  });
  // No provider answers here: calls that wait on one (application calls beyond the database) answer 503.
  const problem = answerProblem(
    { status: response.statusCode, contentType: response.headers['content-type'], body: response.body },
    method === 'HEAD',
    endpoint.application === true && !endpoint.localRead,
  );
  return problem && `${actor} ${method} ${call.url.slice(0, 120)} ${JSON.stringify(call.headers ?? {}).slice(0, 80)}: ${problem}`;
}

/**
 * Whether `actor` gets past the sign-in and permission checks of `endpoint`: such calls get every
 * case; the others, refused before their input matters, a sample.
 */
function reaches(actor: Actor, endpoint: EndpointSpec): boolean {
  if (endpoint.access === 'public') return true;
  if (actor === 'anonymous') return false;
  return actor === 'superAdmin' || endpoint.permission === null || hasPermission(plainPermissions, endpoint.permission);
}

describe.each(ACTORS)('every endpoint, called as %s', (actor) => {
  it.each(CATALOGUE.map((endpoint) => ({ id: endpoint.id, endpoint })))('$id: no 5xx, every error the envelope', async ({ endpoint }) => {
    const failures: string[] = [];
    const note = (problem: string | null) => {
      if (problem) failures.push(problem);
    };
    const thorough = reaches(actor, endpoint);
    const sample = <T>(cases: T[]) => (thorough ? cases : cases.filter((_, index) => index % 6 === 0));
    const path = pathOf(endpoint);

    for (const body of MALFORMED_BODIES.filter((body) => thorough || body.smoke)) {
      note(await problemOf(actor, endpoint, { url: path, payload: body.payload, ...(body.contentType ? { contentType: body.contentType } : {}) }));
    }
    for (const query of sample(MALFORMED_QUERIES)) note(await problemOf(actor, endpoint, { url: `${path}?${query}` }));
    for (const name of paramNames(endpoint)) {
      for (const value of sample(MALFORMED_PARAMS)) note(await problemOf(actor, endpoint, { url: pathOf(endpoint, { name, value }) }));
    }
    for (const headers of sample(ODD_HEADERS)) note(await problemOf(actor, endpoint, { url: path, headers, payload: '{}', contentType: 'application/json' }));
    for (const method of sample([...OTHER_METHODS])) note(await problemOf(actor, endpoint, { url: path, method }));
    expect(failures).toEqual([]);
    if (!thorough) return;

    // Generated input: the endpoint's own keys with hostile values, queries, parameter values.
    const keys = schemaKeys(endpoint.body);
    const queryKeys = schemaKeys(endpoint.query);
    const names = paramNames(endpoint);
    const generated = fc.record({
      body: bodyArbitrary(keys),
      query: queryArbitrary(queryKeys),
      param: names.length ? fc.tuple(fc.constantFrom(...names), paramArbitrary) : fc.constant(null),
    });
    await fc.assert(
      fc.asyncProperty(generated, async ({ body, query, param }) => {
        const url = `${pathOf(endpoint, param ? { name: param[0], value: param[1] } : undefined)}?${query}`;
        const problem = await problemOf(actor, endpoint, { url, payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' });
        expect(problem).toBeNull();
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});

describe('requests no HTTP client would write, to a listening server', () => {
  const port = () => (app.server.address() as AddressInfo).port;
  const auth = () => ({ authorization: `Bearer ${tokens.superAdmin.access_token}` });

  const cases: { name: string; request: () => string | Buffer; status?: number; halfClose?: boolean }[] = [
    { name: 'headers over 16 KiB', request: () => rawHttp('GET', '/api/health', { 'x-big': 'a'.repeat(20_000) }), status: 431 },
    { name: 'many headers', request: () => rawHttp('GET', '/api/health', Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`x-h${i}`, 'abcdefgh']))), status: 431 },
    { name: 'a URL over 16 KiB', request: () => rawHttp('GET', `/api/health?q=${'a'.repeat(20_000)}`), status: 431 },
    { name: 'a URL over the URL limit', request: () => rawHttp('GET', `/api/health?q=${'a'.repeat(10_000)}`), status: 414 },
    { name: 'a long path parameter', request: () => rawHttp('GET', `/api/tenants/${'a'.repeat(200)}`, auth()), status: 414 },
    { name: 'a malformed percent-encoding', request: () => rawHttp('GET', '/api/%', auth()), status: 400 },
    { name: 'a NUL in the path', request: () => rawHttp('GET', '/api/tenants/a%00b', auth()), status: 400 },
    { name: 'a body over the limit, chunked', request: () => rawHttp('POST', '/api/roles', { ...auth(), 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, `200001\r\n${'a'.repeat(0x200001)}\r\n0\r\n\r\n`), status: 413 },
    { name: 'a body over the limit, declared', request: () => rawHttp('POST', '/api/roles', { ...auth(), 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) }, '{}'), status: 413 },
    { name: 'deep JSON', request: () => rawHttp('POST', '/api/roles/permissions', { ...auth(), 'content-type': 'application/json', 'content-length': '20000' }, `${'['.repeat(10_000)}${']'.repeat(10_000)}`), status: 400 },
    { name: 'UTF-16 JSON', request: () => rawHttp('POST', '/api/roles/permissions', { ...auth(), 'content-type': 'application/json; charset=utf-16', 'content-length': '4' }, '{}\0\0'), status: 415 },
    { name: 'a malformed request line', request: () => 'GET /api/health HTTP/9.9 extra\r\n\r\n', status: 400 },
    { name: 'an unknown method', request: () => rawHttp('BREW', '/api/health') },
    { name: 'a method with a space', request: () => 'G ET /api/health HTTP/1.1\r\nhost: localhost\r\n\r\n', status: 400 },
    { name: 'no host', request: () => 'GET /api/health HTTP/1.1\r\nconnection: close\r\n\r\n', status: 400 },
    { name: 'HTTP/1.0 without host', request: () => 'GET /api/tenants HTTP/1.0\r\n\r\n', status: 400 },
    { name: 'an absolute URL', request: () => rawHttp('GET', 'http://evil.test/api/tenants', auth()) },
    { name: 'an asterisk target', request: () => rawHttp('OPTIONS', '*') },
    { name: 'a target without a slash', request: () => rawHttp('GET', 'api/health') },
    { name: 'a header without a colon', request: () => 'GET /api/health HTTP/1.1\r\nhost: localhost\r\nbroken header\r\n\r\n', status: 400 },
    { name: 'a control character in a header', request: () => 'GET /api/health HTTP/1.1\r\nhost: localhost\r\nx-a: a\u0001b\r\n\r\n', status: 400 },
    { name: 'a NUL in a header', request: () => 'GET /api/health HTTP/1.1\r\nhost: localhost\r\nx-a: a\u0000b\r\n\r\n', status: 400 },
    { name: 'two content lengths', request: () => rawHttp('POST', '/api/roles/permissions', { 'content-type': 'application/json', 'content-length': '2', 'Content-Length': '3' }, '{}'), status: 400 },
    { name: 'content length and chunked', request: () => rawHttp('POST', '/api/roles/permissions', { 'content-type': 'application/json', 'content-length': '2', 'transfer-encoding': 'chunked' }, '2\r\n{}\r\n0\r\n\r\n'), status: 400 },
    { name: 'broken chunks', request: () => rawHttp('POST', '/api/roles/permissions', { ...auth(), 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, 'zz\r\n{}\r\n0\r\n\r\n'), status: 400 },
    { name: 'a body shorter than declared', request: () => rawHttp('POST', '/api/roles/permissions', { ...auth(), 'content-type': 'application/json', 'content-length': '10' }, '{}'), halfClose: true },
    { name: 'a negative content length', request: () => rawHttp('POST', '/api/roles/permissions', { 'content-type': 'application/json', 'content-length': '-1' }, '{}'), status: 400 },
    { name: 'an unknown transfer encoding', request: () => rawHttp('POST', '/api/roles/permissions', { 'content-type': 'application/json', 'transfer-encoding': 'gzip' }, '{}') },
    { name: 'bytes that are not HTTP', request: () => Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03]), status: 400 },
  ];

  it.each(cases)('$name: answered with the envelope, never 5xx', async ({ request, status, halfClose }) => {
    const answer = await rawRequest(port(), request(), { halfClose });
    expect(answerProblem({ status: answer.status, contentType: answer.headers['content-type'], body: answer.body })).toBeNull();
    if (status) expect(answer.status, answer.body).toBe(status);
  });

  it('random bytes before or after a request line are refused in the envelope, never 5xx', async () => {
    const garbage = fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => Buffer.from(bytes));
    const request = fc.oneof(
      garbage.map((bytes) => Buffer.concat([bytes, Buffer.from('\r\n\r\n')])),
      garbage.map((bytes) => Buffer.concat([Buffer.from('GET /api/health HTTP/1.1\r\nhost: localhost\r\n'), bytes, Buffer.from('\r\n\r\n')])),
      garbage.map((bytes) => Buffer.concat([Buffer.from('GET /api/'), bytes, Buffer.from(' HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n')])),
    );
    await fc.assert(
      fc.asyncProperty(request, async (bytes) => {
        // Ended after writing: bytes that leave a request unfinished are then refused, not waited on.
        const answer = await rawRequest(port(), bytes, { halfClose: true });
        expect(answerProblem({ status: answer.status, contentType: answer.headers['content-type'], body: answer.body })).toBeNull();
      }),
      { seed: SEED, numRuns: 60, endOnFailure: true },
    );
  });
});
