import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSimulator } from '../../test/simulator.ts';
import type { Tracing } from './tracing.ts';

const sim = useSimulator({ SIM_SUPPLIERS_PER_REALM: '20' });

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}

/** A collector of OTLP/HTTP JSON posts on loopback, as a tracing backend receives them. */
async function startCollector(): Promise<{ url: string; spans: OtlpSpan[]; server: Server }> {
  const spans: OtlpSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
      };
      for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, server };
}

const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

/** Each line the server logs, parsed. */
class LogLines extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }
}

describe('tracing over OTLP/HTTP', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let tracing: Tracing;
  const log = new LogLines();
  let close: () => Promise<void> = async () => {};
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    collector = await startCollector();
    // Before the server's modules load: the instrumentations patch Fastify and HTTP as they load.
    const { startTracing } = await import('./tracing.ts');
    tracing = startTracing({ endpoint: collector.url, serviceName: 'connector-test' });
    const [{ buildApp }, { loadConfig }, { seed }, { TEST_ADMIN }, { signIn }, { openMemoryDatabase }] = await Promise.all([
      import('../app.ts'),
      import('../config.ts'),
      import('../seed.ts'),
      import('../../test/test-app.ts'),
      import('../../test/sign-in.ts'),
      import('../../test/databases.ts'),
    ]);
    const db = await openMemoryDatabase();
    const config = loadConfig({
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SECRETS_KEY: randomBytes(32).toString('base64'),
      WEB_DIST: '/nonexistent-console-build',
      SEED_DEMO: 'true',
      SIM_URL: sim().url,
      SUPPLIER_SYNC_MINUTES: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    });
    // A logger of its own: the access log's lines are what the test reads.
    const { app, services } = await buildApp({ config, db, logger: { level: 'info', stream: log } });
    await seed({ config, services });
    close = async () => {
      await app.close();
      await db.close();
    };
    token = (await signIn(app, TEST_ADMIN)).access_token;
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await close();
    await tracing?.shutdown();
    collector?.server.close();
  });

  it('puts a request’s route, database and provider spans in one trace, whose id the access log carries', async () => {
    const { DEMO_APP_ID } = await import('../modules/applications/index.ts');
    const response = await fetch(`${baseUrl}/api/apps/${DEMO_APP_ID}/suppliers/match`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ CompanyName: 'Acme', Country: 'GB' }),
    });
    expect(response.status).toBe(200);
    await tracing.shutdown(); // sends every span still buffered

    const route = '/api/apps/:appId/suppliers/match';
    const server = collector.spans.find((span) => span.kind === 2 && attribute(span, 'http.route') === route);
    expect(server, collector.spans.map((span) => span.name).join(', ')).toBeDefined();
    const trace = collector.spans.filter((span) => span.traceId === server!.traceId);
    expect(trace.filter((span) => span.name === 'db transaction').length).toBeGreaterThan(0);
    expect(trace.find((span) => span.name === 'Orbis POST /Companies/match')).toMatchObject({ kind: 3 });
    // The outbound HTTP call itself, from the undici instrumentation.
    expect(trace.some((span) => span.kind === 3 && attribute(span, 'url.full')?.startsWith(sim().base.orbis))).toBe(true);

    const line = log.lines.find((entry) => entry.msg === 'request completed' && String((entry.req as { url?: string })?.url).endsWith('/suppliers/match'));
    expect(line?.reqId).toBe(server!.traceId);
  });
});
