import { contextRenewalTime } from '@connector/contracts';
import type { OrbisContextResponse, OrbisDataResponse } from '@connector/contracts/providers/orbis';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/index.ts';
import { ProviderError } from '../../providers/index.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import { RateLimited } from './rate-limits.ts';
import { COMPANY_DATA_TTL_MS, createCompanyViewsService } from './service.ts';

const ASKER = { tenantId: 'default', appId: '00000000-0000-4000-8000-0000000000c1', userId: 'user-1' };
const BVD_ID = 'GB00000001';
const T0 = Date.parse('2030-01-01T00:00:00Z');

const UNKNOWN_BVD_ID = 'GB99999999';

/**
 * A fake application whose Orbis counts its calls and answers as told: contexts living
 * `contextLife` seconds, every company but `UNKNOWN_BVD_ID` known, answers held back until the
 * test lets them go (`hold`), or every call failing.
 */
function world(options: { contextLife?: number; perUser?: number; perApp?: number } = {}) {
  let clock = T0;
  let issued = 0;
  let failing = false;
  const calls = { context: 0, data: 0 };
  const app = {
    source: 'source-a' as string | null,
    orbisCallsPerMinute: { user: options.perUser ?? 30, app: options.perApp ?? 120 },
  };
  /** While set, data calls wait for `release`; `reached` settles when the first one arrives. */
  let hold: { reached: () => void; release: Promise<void> } | null = null;
  const down = () => new ProviderError('Orbis', 'unavailable', 'Orbis is down');
  const answer = (bvdIds: string[]) =>
    ({
      Data: bvdIds
        .filter((id) => id !== UNKNOWN_BVD_ID)
        .map((id) => ({ BVDID: id, NAME: `${id} of ${app.source}`, STATUS: 'Active', CITY: null, COUNTRY_ISO_CODE: 'GB' })),
    }) as unknown as OrbisDataResponse;
  const orbis = {
    async contextToken(): Promise<OrbisContextResponse> {
      calls.context++;
      if (failing) throw down();
      return { Context: `ctx-${++issued}`, ExpiresIn: options.contextLife ?? 3600 };
    },
    reportUrl: (bvdId: string, context: string) => `https://orbis.example/report/${encodeURIComponent(bvdId)}?context=${context}`,
    async companyData(bvdIds: string[]): Promise<OrbisDataResponse> {
      calls.data++;
      if (failing) throw down();
      if (hold) {
        hold.reached();
        await hold.release;
      }
      return answer(bvdIds);
    },
  };
  // The service reads the source right before it looks in its cache, in the same turn.
  let lookups = 0;
  const lookupWaiters: { count: number; resolve: () => void }[] = [];
  const lookedUp = () => {
    lookups++;
    for (const waiter of lookupWaiters) if (lookups >= waiter.count) waiter.resolve();
  };
  const runtime = {
    orbis: () => orbis,
    orbisReportUrl: (bvdId: string, context: string) => orbis.reportUrl(bvdId, context),
    orbisSource: () => {
      lookedUp();
      return app.source;
    },
    get orbisCallsPerMinute() {
      return app.orbisCallsPerMinute;
    },
  } as unknown as AppRuntime;
  const db = { forTenant: (_tenantId: string, work: (tx: unknown) => unknown) => work({}) } as unknown as Database;
  const runtimes = { load: () => Promise.resolve(runtime) } as unknown as AppRuntimes;
  const views = createCompanyViewsService({ db, runtimes, now: () => clock });
  return {
    views,
    calls,
    app,
    /** Holds data calls back: resolves with their release once the first reached Orbis. */
    holdData(): { reached: Promise<void>; release: () => void } {
      let release = () => {};
      let reached = () => {};
      const arrived = new Promise<void>((resolve) => (reached = resolve));
      hold = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
      return { reached: arrived, release };
    },
    /** Settles once `count` requests in all have looked in the cache (and joined a call in flight there). */
    lookups: (count: number) => new Promise<void>((resolve) => lookupWaiters.push({ count, resolve })),
    advance: (ms: number) => (clock += ms),
    at: (time: number) => (clock = time),
    fail: (on: boolean) => (failing = on),
  };
}

const rateLimitOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof RateLimited ? error : Promise.reject(error)),
  );

describe('the company views’ kept answers (decision 019)', () => {
  it('hands out the same context until it has only the renewal and safety margins left, with the life it has left', async () => {
    const w = world({ contextLife: 600 });
    const first = await w.views.context(ASKER);
    expect(first).toMatchObject({ context: 'ctx-1', expiresIn: 600, expiresAt: new Date(T0 + 600_000).toISOString() });
    w.advance(479_000);
    expect(await w.views.context(ASKER)).toMatchObject({ context: 'ctx-1', expiresIn: 121 });
    w.advance(1_000);
    expect((await w.views.context(ASKER)).context).toBe('ctx-2');
    expect(w.calls.context).toBe(2);
  });

  it('gives a frame renewing on time a new context, never the one it holds', async () => {
    const w = world();
    const held = await w.views.context(ASKER);
    w.advance(1_800_000);
    const kept = await w.views.context(ASKER);
    expect(kept.context).toBe(held.context);
    w.at(contextRenewalTime(kept));
    expect((await w.views.context(ASKER)).context).not.toBe(held.context);
  });

  it('keeps no context living less than the margins, but still shares one call in flight', async () => {
    const w = world({ contextLife: 100 });
    const [a, b] = await Promise.all([w.views.context(ASKER), w.views.context({ ...ASKER, userId: 'user-2' })]);
    expect(a.context).toBe(b.context);
    expect((await w.views.context(ASKER)).context).not.toBe(a.context);
    expect(w.calls.context).toBe(2);
  });

  it('keeps a company’s data, and a BvD ID Orbis does not know, for the configured time', async () => {
    const w = world();
    expect((await w.views.company(ASKER, BVD_ID)).name).toBe(`${BVD_ID} of source-a`);
    await expect(w.views.company(ASKER, UNKNOWN_BVD_ID)).rejects.toMatchObject({ status: 404 });
    w.advance(COMPANY_DATA_TTL_MS - 1);
    await w.views.company(ASKER, BVD_ID);
    await expect(w.views.company(ASKER, UNKNOWN_BVD_ID)).rejects.toMatchObject({ status: 404 });
    expect(w.calls.data).toBe(2);
    w.advance(1);
    await w.views.company(ASKER, BVD_ID);
    expect(w.calls.data).toBe(3);
  });

  it('asks again after a failure: failures are not kept', async () => {
    const w = world();
    w.fail(true);
    await expect(w.views.company(ASKER, BVD_ID)).rejects.toMatchObject({ status: 503 });
    await expect(w.views.context(ASKER)).rejects.toMatchObject({ status: 503 });
    w.fail(false);
    expect((await w.views.company(ASKER, BVD_ID)).bvdId).toBe(BVD_ID);
    expect((await w.views.context(ASKER)).context).toBe('ctx-1');
    expect(w.calls).toEqual({ context: 2, data: 2 });
  });

  it('never hands out an answer of the Orbis the application was wired to before', async () => {
    const w = world();
    await w.views.company(ASKER, BVD_ID);
    const before = await w.views.context(ASKER);
    w.app.source = 'source-b';
    expect((await w.views.company(ASKER, BVD_ID)).name).toBe(`${BVD_ID} of source-b`);
    expect((await w.views.context(ASKER)).context).not.toBe(before.context);
    expect(w.calls).toEqual({ context: 2, data: 2 });
  });

  it('shares one call among identical requests in flight, whoever asks', async () => {
    const w = world();
    const held = w.holdData();
    const first = w.views.company(ASKER, BVD_ID);
    await held.reached;
    const joined = Array.from({ length: 4 }, (_, i) => w.views.company({ ...ASKER, userId: `user-${i + 2}` }, BVD_ID));
    await w.lookups(5);
    held.release();
    const asked = [first, ...joined];
    expect((await Promise.all(asked)).map((company) => company.bvdId)).toEqual(asked.map(() => BVD_ID));
    expect(w.calls.data).toBe(1);
  });
});

describe('the company views’ limits on calls reaching Orbis', () => {
  it('refuses a user past their limit with the wait until one call refills, and admits them after it', async () => {
    const w = world({ perUser: 2 });
    await w.views.company(ASKER, BVD_ID);
    await w.views.context(ASKER);
    const refused = await rateLimitOf(w.views.company(ASKER, 'GB00000002'));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(w.calls).toEqual({ context: 1, data: 1 });
    // Kept answers and other users are not held back.
    await w.views.company(ASKER, BVD_ID);
    await w.views.company({ ...ASKER, userId: 'user-2' }, 'GB00000002');
    w.advance(30_000);
    expect(await rateLimitOf(w.views.company(ASKER, 'GB00000003'))).toBeNull();
  });

  it('refuses every user past the application’s limit', async () => {
    const w = world({ perApp: 2 });
    await w.views.company(ASKER, BVD_ID);
    await w.views.company({ ...ASKER, userId: 'user-2' }, 'GB00000002');
    const refused = await rateLimitOf(w.views.context({ ...ASKER, userId: 'user-3' }));
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(w.calls).toEqual({ context: 0, data: 2 });
  });

  it('charges only the request that makes the call: one joining a call in flight is never refused', async () => {
    const w = world({ perUser: 1 });
    const held = w.holdData();
    const first = w.views.company(ASKER, BVD_ID);
    await held.reached;
    const joined = w.views.company(ASKER, BVD_ID);
    await w.lookups(2);
    held.release();
    expect((await Promise.all([first, joined])).map((company) => company.bvdId)).toEqual([BVD_ID, BVD_ID]);
    expect(w.calls.data).toBe(1);
  });

  it('reads a changed limit at the next call', async () => {
    const w = world({ perUser: 1 });
    await w.views.company(ASKER, BVD_ID);
    expect(await rateLimitOf(w.views.company(ASKER, 'GB00000002'))).toMatchObject({ retryAfterSeconds: 60 });
    w.app.orbisCallsPerMinute = { user: 60, app: 120 };
    w.advance(1_000);
    expect(await rateLimitOf(w.views.company(ASKER, 'GB00000002'))).toBeNull();
  });
});
