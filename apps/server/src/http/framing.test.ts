import type { AddressInfo, Socket } from 'node:net';
import { ErrorBody, HTTP_MESSAGES, JSON_DEPTH_MAX, USER_BVD_ROLE } from '@connector/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../test/answers.ts';
import { openMemoryDatabase, type Database } from '../../test/databases.ts';
import { rawHttp, rawRequest } from '../../test/raw-http.ts';
import { bearer, signIn, type Tokens } from '../../test/sign-in.ts';
import { buildTestApp, createTestUser, TEST_ADMIN } from '../../test/test-app.ts';
import { framingOptions, URL_LENGTH_MAX } from './framing.ts';

let app: FastifyInstance;
let db: Database;
let admin: Tokens;
let plain: Tokens;

beforeAll(async () => {
  db = await openMemoryDatabase();
  ({ app } = await buildTestApp(db));
  admin = await signIn(app, TEST_ADMIN);
  await createTestUser(db, { tenantId: 'default', email: 'plain@default.local', password: 'Str0ng!pass', roles: [USER_BVD_ROLE] });
  plain = await signIn(app, { email: 'plain@default.local', password: 'Str0ng!pass' });
  await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** The answer is `status` with exactly the envelope `{ success: false, message }`. */
function expectEnvelope(answer: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, message: string) {
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(ErrorBody.strict().parse(JSON.parse(answer.body))).toEqual({ success: false, message });
}

const post = (tokens: Tokens, url: string, payload: string | Buffer, contentType = 'application/json'): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url, headers: { ...bearer(tokens), 'content-type': contentType }, payload });
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON nesting', () => {
  it('refuses a body nested 10,000 levels deep with a 400, from any signed-in user', async () => {
    for (const tokens of [plain, admin]) {
      expectEnvelope(await post(tokens, '/api/roles/permissions', `{"roles":${nested(10_000)}}`), 400, HTTP_MESSAGES.jsonTooDeep(JSON_DEPTH_MAX));
      expectEnvelope(await post(tokens, '/api/roles', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`), 400, HTTP_MESSAGES.jsonTooDeep(JSON_DEPTH_MAX));
    }
  });

  it(`reads ${JSON_DEPTH_MAX} levels and refuses one more`, async () => {
    const atLimit = await post(plain, '/api/roles/permissions', `{"roles":${nested(JSON_DEPTH_MAX - 1)}}`);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json<ErrorBody>().message).toBe(HTTP_MESSAGES.invalidFields);
    expectEnvelope(await post(plain, '/api/roles/permissions', `{"roles":${nested(JSON_DEPTH_MAX)}}`), 400, HTTP_MESSAGES.jsonTooDeep(JSON_DEPTH_MAX));
  });
});

describe('media types and charsets', () => {
  it('refuses JSON declared in another charset than UTF-8 with a 415', async () => {
    const utf16 = Buffer.from('{"roles":[]}', 'utf16le');
    expectEnvelope(await post(plain, '/api/roles/permissions', utf16, 'application/json; charset=utf-16'), 415, HTTP_MESSAGES.charsetNotUtf8);
    expectEnvelope(await post(plain, '/api/roles/permissions', '{"roles":[]}', 'application/json; charset=ISO-8859-1'), 415, HTTP_MESSAGES.charsetNotUtf8);
  });

  it('reads JSON with no charset or a UTF-8 one', async () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8', 'Application/JSON; Charset="UTF-8"']) {
      expect((await post(plain, '/api/roles/permissions', '{"roles":["userBvd"]}', contentType)).statusCode, contentType).toBe(200);
    }
  });

  it('refuses other media types, plain text included, with a 415', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      expectEnvelope(await post(plain, '/api/roles/permissions', '{"roles":[]}', contentType), 415, HTTP_MESSAGES.unsupportedContentType);
    }
  });

  it('answers bad JSON and oversized bodies with the envelope', async () => {
    expectEnvelope(await post(plain, '/api/roles/permissions', '{"roles":'), 400, HTTP_MESSAGES.invalidJson);
    expectEnvelope(await post(plain, '/api/roles/permissions', ''), 400, HTTP_MESSAGES.emptyBody);
    expectEnvelope(await post(plain, '/api/roles/permissions', JSON.stringify({ roles: ['x'.repeat(2 * 1024 * 1024)] })), 413, HTTP_MESSAGES.bodyTooLarge);
  });
});

describe('URLs', () => {
  it('answers a malformed URL with the envelope', async () => {
    for (const url of ['/api/%', '/api/tenants/%E0%A4%A', '/oidc/%', '/admin/%']) {
      expectEnvelope(await app.inject({ method: 'GET', url, headers: bearer(admin) }), 400, HTTP_MESSAGES.invalidUrl);
    }
  });

  it('answers an over-long path parameter or URL with a 414 in the envelope', async () => {
    expectEnvelope(await app.inject({ method: 'GET', url: `/api/tenants/${'a'.repeat(200)}`, headers: bearer(admin) }), 414, HTTP_MESSAGES.urlTooLong);
    const long = `/api/tenants/default/users?search=${'a'.repeat(URL_LENGTH_MAX)}`;
    expectEnvelope(await app.inject({ method: 'GET', url: long, headers: bearer(admin) }), 414, HTTP_MESSAGES.urlTooLong);
    expectEnvelope(await app.inject({ method: 'GET', url: `/nowhere?${'a'.repeat(URL_LENGTH_MAX)}` }), 414, HTTP_MESSAGES.urlTooLong);
  });

  it('names query fields `query.<name>` in schema errors and NUL errors alike', async () => {
    const headers = bearer(admin);
    expectFieldError(await app.inject({ method: 'GET', url: '/api/tenants/default/users?pageSize=7', headers }), 'query.pageSize', 'Page size must be one of 5, 10, 25, 0');
    expectFieldError(await app.inject({ method: 'GET', url: '/api/tenants/default/users?search=a%00', headers }), 'query.search', HTTP_MESSAGES.nulCharacter);
  });
});

describe('requests Node refuses before Fastify sees them', () => {
  const send = (request: string) => rawRequest((app.server.address() as AddressInfo).port, request);
  const raw = (answer: Awaited<ReturnType<typeof send>>) => ({ statusCode: answer.status, headers: answer.headers, body: answer.body });

  it('answers headers over 16 KiB with a 431 in the envelope', async () => {
    expectEnvelope(raw(await send(rawHttp('GET', '/api/health', { 'x-big': 'a'.repeat(20_000) }))), 431, HTTP_MESSAGES.headersTooLarge);
    expectEnvelope(raw(await send(rawHttp('GET', `/api/health?${'a'.repeat(20_000)}`))), 431, HTTP_MESSAGES.headersTooLarge);
  });

  it('answers a request without a Host header with a 400 in the envelope', async () => {
    expectEnvelope(raw(await send('GET /api/health HTTP/1.1\r\nconnection: close\r\n\r\n')), 400, HTTP_MESSAGES.hostRequired);
    expectEnvelope(raw(await send('GET /api/health HTTP/1.0\r\n\r\n')), 400, HTTP_MESSAGES.hostRequired);
  });

  it('answers a request it cannot parse with a 400 in the envelope', async () => {
    expectEnvelope(raw(await send('GET /api/health HTTP/1.1\r\nhost: localhost\r\nno colon here\r\n\r\n')), 400, HTTP_MESSAGES.malformedRequest);
  });
});

describe('answers written on the connection', () => {
  /** A connection that records what is written and whether it was closed. */
  const connection = (answered = false) => {
    const written: string[] = [];
    const socket = {
      destroyed: false,
      writable: true,
      _httpMessage: answered ? { headersSent: true } : undefined,
      write: (text: string) => written.push(text),
      destroy() {
        this.destroyed = true;
      },
    };
    return { socket, written };
  };
  const refuse = (code: string, socket: ReturnType<typeof connection>['socket']) =>
    framingOptions.clientErrorHandler.call(app, Object.assign(new Error(code), { code, bytesParsed: 0, rawPacket: { type: '', data: [] } }), socket as unknown as Socket);

  it.each([
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, HTTP_MESSAGES.requestTimeout],
    ['HPE_HEADER_OVERFLOW', 431, HTTP_MESSAGES.headersTooLarge],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413, HTTP_MESSAGES.bodyTooLarge],
    ['HPE_INVALID_METHOD', 400, HTTP_MESSAGES.malformedRequest],
  ])('%s answers %i with the envelope and closes', (code, status, message) => {
    const { socket, written } = connection();
    refuse(code, socket);
    const [head = '', body] = (written[0] ?? '').split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head).toContain('Content-Type: application/json; charset=utf-8');
    expect(JSON.parse(body ?? '')).toEqual({ success: false, message });
    expect(socket.destroyed).toBe(true);
  });

  it('writes nothing on a connection already answering, or reset', () => {
    const answering = connection(true);
    refuse('HPE_INVALID_METHOD', answering.socket);
    expect(answering.written).toEqual([]);
    expect(answering.socket.destroyed).toBe(true);
    const reset = connection();
    refuse('ECONNRESET', reset.socket);
    expect(reset.written).toEqual([]);
  });
});
