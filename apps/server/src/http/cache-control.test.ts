import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { bearer, signIn, type Tokens } from '../../test/sign-in.ts';
import { buildTestApp, TEST_ADMIN } from '../../test/test-app.ts';
import type { Database } from '../db/client.ts';

/** API answers hold tenant data: neither a browser nor a proxy may keep them, errors included (issue 29). */
describe.each(testDatabases)('caching of the answers of the whole server on $name', (database) => {
  let dist: string;
  let db: Database;
  let app: FastifyInstance;
  let admin: Tokens;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cache-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    db = await database.open();
    ({ app } = await buildTestApp(db, { WEB_DIST: dist }));
    admin = await signIn(app, TEST_ADMIN);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('says no-store on every kind of API answer: success, refusal, invalid input, unknown endpoint, malformed address', async () => {
    const answers: [string, LightMyRequestResponse][] = [
      ['public', await get('/api/health')],
      ['public with input', await get('/api/tenants/auth/default')],
      ['signed in', await get('/api/tenants', bearer(admin))],
      ['a user list', await get('/api/tenants/default/users', bearer(admin))],
      ['without a token', await get('/api/users')],
      ['invalid input', await app.inject({ method: 'POST', url: '/api/tenants', headers: bearer(admin), payload: { tenantId: '' } })],
      ['malformed JSON', await app.inject({ method: 'POST', url: '/api/tenants', headers: { ...bearer(admin), 'content-type': 'application/json' }, payload: '{"a":' })],
      ['unknown endpoint', await get('/api/nowhere')],
      ['unknown method', await app.inject({ method: 'DELETE', url: '/api/health', headers: { host: 'localhost' } })],
      ['malformed address', await get('/api/tenants/%E0%A4%A')],
    ];
    expect(answers.map(([, answer]) => answer.statusCode)).toEqual([200, 200, 200, 200, 401, 400, 400, 404, 404, 400]);
    for (const [name, answer] of answers) expect(answer.headers['cache-control'], name).toBe('no-store');
  });

  it('says no-store on the API documentation, whose files would otherwise be cached', async () => {
    for (const url of ['/api/docs/', '/api/docs/json', '/api/docs/static/swagger-initializer.js']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves the console’s hashed assets cacheable for a year, and its pages unstored as before', async () => {
    const asset = await get('/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/admin')).headers['cache-control']).toBe('no-store');
  });
});
