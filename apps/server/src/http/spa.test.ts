import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConsole } from './spa.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the console’s files', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A fake build: each copy says which one it is, so the test sees which was sent.
    dist = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<html><head></head><body></body></html>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'plain');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'brotli');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), 'gzip');
    writeFileSync(join(dist, 'assets', 'tiny-def456.js'), 'no compressed copies');
    app = Fastify();
    await registerConsole(app, { webDist: dist, tenantOfRequest: () => 'default' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const getAsset = (file: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url: `/assets/${file}`, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy to a browser that accepts it', async () => {
    const answer = await getAsset('index-abc123.js', 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.body).toBe('brotli');
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const answer = await getAsset('index-abc123.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toBe('gzip');
  });

  it('sends the plain file when no compression is accepted, or there is no copy', async () => {
    const plain = await getAsset('index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('plain');
    const identity = await getAsset('index-abc123.js', 'identity');
    expect(identity.body).toBe('plain');
    const uncompressed = await getAsset('tiny-def456.js', 'br');
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.body).toBe('no compressed copies');
  });

  it('lets browsers keep hashed assets for a year', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await getAsset('index-abc123.js', encoding)).headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('never lets a browser keep index.html, which names the current assets', async () => {
    for (const url of ['/', '/admin', '/admin/users']) {
      const answer = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('<meta name="connector-tenant" content="default">');
    }
  });

  it('answers 404 for an asset that does not exist', async () => {
    expect((await getAsset('missing-000.js', 'br')).statusCode).toBe(404);
  });
});
