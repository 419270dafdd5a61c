import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './access-log.ts';

describe('access log', () => {
  it('writes one line per answered request, probes at debug only', async () => {
    const lines: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog() });
    app.get('/api/health', async () => ({ ok: true }));
    app.get('/api/things', async () => ({ things: [] }));
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/things' });
    await app.inject({ url: '/api/nothing-here' });
    await app.close();

    const requests = lines.filter((line) => line.msg === 'request completed' || line.msg === 'incoming request');
    expect(requests.map((line) => [line.req?.url, line.res?.statusCode, line.level])).toEqual([
      ['/api/things', 200, 30],
      ['/api/nothing-here', 404, 30],
    ]);
  });
});
