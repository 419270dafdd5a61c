import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCompression } from './compression.ts';

const large = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `user ${i}` })) };

describe('API answer compression', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(apiCompression);
    app.get('/api/large', async () => large);
    app.get('/api/small', async () => ({ data: 'ok' }));
    app.get('/admin/large', async () => large);
    // A probe whose answer were large still goes out as it is: the load balancer asks often, for a few bytes.
    app.get('/api/ready', async () => large);
    app.post('/api/echo', async (request) => request.body);
    await app.ready();
  });
  afterAll(() => app?.close());

  const get = (url: string, acceptEncoding: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('compresses a large API answer with brotli, or gzip when only that is accepted', async () => {
    const br = await get('/api/large', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(large);

    const gzip = await get('/api/large', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(large);
  });

  it('leaves small answers, unaccepting clients and non-API routes as they are', async () => {
    expect((await get('/api/small', 'br')).headers['content-encoding']).toBeUndefined();
    const plain = await get('/api/large', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(large);
    expect((await get('/admin/large', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves the probes uncompressed', async () => {
    expect((await get('/api/ready', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('inflates a compressed request body, and reads no encoding on a request that has no body', async () => {
    const sent = { name: 'inflated' };
    const echoed = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(sent)),
    });
    expect(echoed.json()).toEqual(sent);
    const bodiless = await app.inject({ method: 'GET', url: '/api/small', headers: { 'content-encoding': 'x-unknown' } });
    expect(bodiless.statusCode).toBe(200);
    expect(bodiless.json()).toEqual({ data: 'ok' });
  });
});
