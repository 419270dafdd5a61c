import { randomUUID } from 'node:crypto';
import type { SupplierActivity } from '@connector/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../test/answers.ts';
import { testDatabases, type Database } from '../../test/databases.ts';
import { until } from '../../test/jobs.ts';
import { bearer, signIn, type Tokens } from '../../test/sign-in.ts';
import { useSimulator } from '../../test/simulator.ts';
import { buildTestApp, TEST_ADMIN } from '../../test/test-app.ts';
import type { BuiltApp } from '../app.ts';
import { DEMO_APP_ID } from '../modules/applications/index.ts';
import { jobAttempts, providerCalls, transactions } from './channels.ts';

const sim = useSimulator({ SIM_SUPPLIERS_PER_REALM: '20' });

/** The listening TCP servers of this process (the metrics endpoint is one). */
const listeners = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap').length;

/** The samples of the scraped text whose name and labels include each of `parts`. */
const samples = (text: string, name: string, ...parts: string[]) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) && parts.every((part) => line.includes(part)));

describe.each(testDatabases)('the Prometheus endpoint on $name', (database) => {
  let db: Database;
  let built: BuiltApp;
  let app: FastifyInstance;
  let tokens: Tokens;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(tokens), ...(payload ? { payload } : {}) });
  const scrape = async () => {
    const { address, port } = built.metrics!.address();
    const response = await fetch(`http://${address}:${port}/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    db = await database.open();
    built = await buildTestApp(db, { SIM_URL: sim().url, METRICS_PORT: '0' });
    app = built.app;
    tokens = await signIn(app, TEST_ADMIN);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('listens on loopback only, by default', () => {
    expect(built.metrics?.address().address).toBe('127.0.0.1');
  });

  it('times requests by route template and status class, never by the path asked for', async () => {
    const userId = randomUUID();
    // Refused (no such user, or the body's fields), yet counted under its route.
    expect((await call('PUT', `/api/users/${userId}`, {})).statusCode).toBeGreaterThanOrEqual(400);
    expect((await call('GET', '/api/users')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/no-such-route/${userId}` })).statusCode).toBe(404);

    const text = await scrape();
    expect(text).not.toContain(userId);
    expect(samples(text, 'http_server_request_duration_seconds_count', 'route="/api/users/:userId"', 'status_class="4xx"', 'method="PUT"')).toHaveLength(1);
    expect(samples(text, 'http_server_request_duration_seconds_count', 'route="/api/users"', 'status_class="2xx"')).toHaveLength(1);
    expect(samples(text, 'http_server_request_duration_seconds_count', 'route="unmatched"', 'status_class="4xx"')).toHaveLength(1);
    expect(text).toMatch(/^http_server_requests_in_flight \d+$/m);
    // Transactions, the process and the event loop.
    expect(samples(text, 'connector_db_transaction_duration_seconds_count', 'outcome="commit"')).toHaveLength(1);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // The request pool, which only PostgreSQL has.
    expect(samples(text, 'connector_db_pool_connections', 'state="in_use"')).toHaveLength(database.name === 'postgres' ? 1 : 0);
  });

  it('counts provider calls by provider, operation and outcome, a failing one as such', async () => {
    const search = { CompanyName: 'Acme', Country: 'GB' };
    expect((await call('POST', `/api/apps/${DEMO_APP_ID}/suppliers/match`, search)).statusCode).toBe(200);
    await sim().setFaults({ orbis: { errorRate: 1 } });
    expect((await call('POST', `/api/apps/${DEMO_APP_ID}/suppliers/match`, search)).statusCode).toBe(503);

    const text = await scrape();
    const match = ['provider="Orbis"', 'operation="POST /Companies/match"'];
    expect(samples(text, 'connector_provider_call_duration_seconds_count', ...match, 'outcome="ok"')).toEqual([expect.stringMatching(/ 1$/)]);
    expect(samples(text, 'connector_provider_call_duration_seconds_count', ...match, 'outcome="5xx"')).toEqual([expect.stringMatching(/ 1$/)]);
  });

  it('counts job attempts by job name and reports the depth of every queue', async () => {
    expect((await call('POST', `/api/apps/${DEMO_APP_ID}/activity/sync`)).statusCode).toBeLessThan(300);
    const activity = async () => dataOf<SupplierActivity>(await call('GET', `/api/apps/${DEMO_APP_ID}/activity`));
    await until('the sync run to be done', activity, (now) => now.runs[0]?.state === 'done', { timeoutMs: 90_000 });
    // The attempt is counted once its handler has returned, just after the run is marked done.
    const text = await until(
      'the sync job to be counted',
      scrape,
      (now) => samples(now, 'connector_job_attempt_duration_seconds_count', 'job="suppliers.sync"', 'outcome="completed"').length === 1,
    );
    expect(samples(text, 'connector_provider_call_duration_seconds_count', 'provider="Ariba"', 'outcome="ok"').length).toBeGreaterThan(0);
    expect(samples(text, 'connector_job_queue_depth', 'queue="suppliers.sync"')).toEqual([expect.stringMatching(/ \d+$/)]);
    expect(samples(text, 'connector_job_queue_oldest_seconds', 'queue="suppliers.sync"')).toHaveLength(1);
  });
});

describe.each(testDatabases)('without METRICS_PORT on $name', (database) => {
  // A whole server starts within the test.
  it('opens no port, adds no hook and listens to no channel', { timeout: 90_000 }, async () => {
    const db = await database.open();
    const before = listeners();
    const { app, metrics } = await buildTestApp(db);
    try {
      expect(metrics).toBeNull();
      expect(listeners()).toBe(before);
      expect([providerCalls, jobAttempts, transactions].map((channel) => channel.hasSubscribers)).toEqual([false, false, false]);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
