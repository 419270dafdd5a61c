import { HTTP_MESSAGES, READY_MESSAGES } from '@connector/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type Database } from '../../../test/databases.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import type { BuiltApp } from '../../app.ts';
import { AppError } from '../../errors/index.ts';
import { BreakerRegistry, ProviderError } from '../../providers/index.ts';
import { DEMO_APP_ID } from '../applications/index.ts';
import { readiness, type ReadinessDeps } from './readiness.ts';

const log = { warn: () => {} } as unknown as FastifyBaseLogger;
const never = () => new Promise<never>(() => {});

function deps(overrides: Partial<ReadinessDeps> = {}): ReadinessDeps {
  return {
    db: { kind: 'pglite', migrationsApplied: async () => 30 },
    expectedMigrations: 30,
    queue: () => ({ started: true, depths: async () => [{ name: 'a', queued: 2, oldestSeconds: 1 }, { name: 'b', queued: 3, oldestSeconds: 0 }] }),
    circuits: new BreakerRegistry(),
    timeoutMs: 50,
    ...overrides,
  };
}

/** The 503 `readiness` throws, as the error handler answers it. */
async function refusal(given: ReadinessDeps): Promise<{ status: number; message: string }> {
  const error = await readiness(given, log).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, message: (error as AppError).message };
}

/** A circuit opened by one outage: the threshold is one failed call. */
async function openCircuit(registry: BreakerRegistry, key: string, provider: 'Orbis' | 'Ariba') {
  const breaker = registry.get(key, { threshold: 1 }, provider);
  await breaker.execute(() => Promise.reject(new ProviderError(provider, 'unavailable', 'down'))).catch(() => {});
}

describe('the readiness answer', () => {
  it('is ready when the database and the queue answer and every circuit is closed', async () => {
    const registry = new BreakerRegistry();
    registry.get('https://orbis.example', {}, 'Orbis');
    expect(await readiness(deps({ circuits: registry }), log)).toEqual({
      status: 'ready',
      database: 'pglite',
      migrations: 30,
      queue: { queued: 5 },
      circuits: { closed: 1, 'half-open': 0, isolated: 0, open: 0 },
      providers: [{ provider: 'Orbis', state: 'closed' }],
    });
  });

  it('is degraded, not refused, while a provider’s circuit is open, and names the provider’s worst state without its address', async () => {
    const registry = new BreakerRegistry();
    registry.get('https://orbis-a.example', {}, 'Orbis');
    await openCircuit(registry, 'https://orbis-b.example', 'Orbis');
    registry.get('https://ariba.example', {}, 'Ariba');
    const answer = await readiness(deps({ circuits: registry }), log);
    expect(answer).toMatchObject({
      status: 'degraded',
      circuits: { closed: 2, 'half-open': 0, isolated: 0, open: 1 },
      providers: [
        { provider: 'Ariba', state: 'closed' },
        { provider: 'Orbis', state: 'open' },
      ],
    });
    expect(JSON.stringify(answer)).not.toContain('example');
  });

  it('refuses with 503 when the database fails, does not answer in time, or lacks migrations', async () => {
    const failing = { kind: 'pglite' as const, migrationsApplied: () => Promise.reject(new Error('gone')) };
    expect(await refusal(deps({ db: failing }))).toEqual({ status: 503, message: HTTP_MESSAGES.databaseUnreachable });
    expect(await refusal(deps({ db: { kind: 'pglite', migrationsApplied: never } }))).toEqual({ status: 503, message: HTTP_MESSAGES.databaseUnreachable });
    expect(await refusal(deps({ expectedMigrations: 31 }))).toEqual({ status: 503, message: HTTP_MESSAGES.migrationsMissing });
  });

  it('refuses with 503 when the queue is not running, its depth query fails or does not answer in time', async () => {
    const queue = (started: boolean, depths: () => Promise<never>) => () => ({ started, depths });
    expect(await refusal(deps({ queue: queue(false, never) }))).toEqual({ status: 503, message: READY_MESSAGES.queueNotRunning });
    expect(await refusal(deps({ queue: queue(true, () => Promise.reject(new Error('no table'))) }))).toEqual({ status: 503, message: READY_MESSAGES.queueUnanswered });
    expect(await refusal(deps({ queue: queue(true, never) }))).toEqual({ status: 503, message: READY_MESSAGES.queueUnanswered });
  });
});

describe.each(testDatabases)('GET /api/ready on $name', (database) => {
  let db: Database;
  let built: BuiltApp;
  const ready = () => built.app.inject({ method: 'GET', url: '/api/ready' });

  beforeAll(async () => {
    db = await database.open();
    built = await buildTestApp(db);
  });
  afterAll(async () => {
    await built?.app.close();
    await db?.close();
  });

  it('answers 200 with the database, the queue and the circuits, without any application or tenant', async () => {
    const response = await ready();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        status: expect.stringMatching(/^(ready|degraded)$/),
        database: database.name,
        migrations: expect.any(Number),
        queue: { queued: expect.any(Number) },
        circuits: { closed: expect.any(Number), open: expect.any(Number), 'half-open': expect.any(Number), isolated: expect.any(Number) },
        providers: expect.any(Array),
      },
    });
    expect(response.body).not.toContain(DEMO_APP_ID);
    expect(response.body).not.toContain('default');
  });

  it('answers 503 once the job queue has stopped', async () => {
    await built.services.jobs.stop({ graceful: false });
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, message: READY_MESSAGES.queueNotRunning });
  });
});
