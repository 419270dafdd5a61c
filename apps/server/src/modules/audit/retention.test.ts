import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { testDatabases, type Database } from '../../../test/databases.ts';
import { milestone, openTestQueue, reached } from '../../../test/jobs.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { auditJobs, registerAuditJobs, type AuditJobs } from './jobs.ts';
import { createAuditRepository, type NewAuditRow } from './repository.ts';
import { createAuditRetention, PRUNE_BATCH } from './retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const repository = createAuditRepository();
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const event = (tenantId: string, entityId: string, at: Date): NewAuditRow => ({ tenantId, action: 'update', entity: 'user', entityId, at });

/** The entity ids of a tenant's events that remain. */
const remaining = async (db: Database, tenantId: string) => {
  const rows = await db.forTenant(tenantId, (tx) => tx.select({ id: auditEvents.entityId }).from(auditEvents).where(eq(auditEvents.tenantId, tenantId)));
  return rows.map((r) => r.id).sort();
};

describe.each(testDatabases)('audit retention on $name', (database) => {
  let db: Database;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db?.close());
  // Each test its own tenants: the application role cannot clear the log between them.

  // Straight into the table: the repository's insert of many rows leaves `at` to the database.
  const seed = (rows: NewAuditRow[]) => db.allTenants((tx) => tx.insert(auditEvents).values(rows));
  const retention = () => createAuditRetention({ db, repository });

  it('removes only the events older than the tenant’s retention, and only in its tenant', async () => {
    await seed([
      event('alpha', 'alpha-500', daysAgo(500)),
      event('alpha', 'alpha-401', daysAgo(401)),
      event('alpha', 'alpha-399', daysAgo(399)),
      event('alpha', 'alpha-1', daysAgo(1)),
      event('omega', 'omega-500', daysAgo(500)),
    ]);
    expect(await retention().prune('alpha', 400, new Date())).toBe(2);
    expect(await remaining(db, 'alpha')).toEqual(['alpha-1', 'alpha-399']);
    expect(await remaining(db, 'omega')).toEqual(['omega-500']);
  });

  it('removes them a batch at a time, each batch a transaction of its own', async () => {
    await seed(Array.from({ length: PRUNE_BATCH * 2 + 7 }, (_, i) => event('batched', `old-${i}`, daysAgo(600 + (i % 50)))));
    const opened = db.transactionsOpened();
    expect(await retention().prune('batched', 400, new Date())).toBe(PRUNE_BATCH * 2 + 7);
    expect(db.transactionsOpened() - opened).toBe(3);
    expect(await remaining(db, 'batched')).toEqual([]);
  });

  it('stops between batches once told to', async () => {
    await seed(Array.from({ length: PRUNE_BATCH + 1 }, (_, i) => event('stopped', `old-${i}`, daysAgo(600))));
    const stop = new AbortController();
    stop.abort();
    expect(await retention().prune('stopped', 400, new Date(), stop.signal)).toBe(0);
    expect(await remaining(db, 'stopped')).toHaveLength(PRUNE_BATCH + 1);
  });

  it('leaves the application role unable to delete events itself, or to prune the last 30 days', async () => {
    await seed([event('guarded', 'recent', daysAgo(10))]);
    const refusal = (reason: RegExp) => ({ cause: expect.objectContaining({ message: expect.stringMatching(reason) }) });
    await expect(db.forTenant('guarded', (tx) => tx.delete(auditEvents))).rejects.toMatchObject(refusal(/permission denied/));
    await expect(db.forTenant('guarded', (tx) => repository.prune(tx, 'guarded', daysAgo(5), 10))).rejects.toMatchObject(refusal(/younger than 30 days/));
    expect(await remaining(db, 'guarded')).toEqual(['recent']);
  });

  describe('the daily job', () => {
    let queue: JobQueue<AuditJobs>;
    afterEach(() => queue?.stop());

    it('prunes every tenant with its own retention', async () => {
      await seed([event('north', 'north-100', daysAgo(100)), event('south', 'south-100', daysAgo(100)), event('south', 'south-500', daysAgo(500))]);
      queue = openTestQueue(db, { registry: auditJobs });
      const pruned = { north: milestone(), south: milestone() };
      const real = retention();
      const watched = {
        prune: async (tenantId: string, days: number, now: Date, signal?: AbortSignal) => {
          const removed = await real.prune(tenantId, days, now, signal);
          pruned[tenantId as keyof typeof pruned]?.resolve();
          return removed;
        },
      };
      const retentionDays = async () => [
        { tenantId: 'north', days: 90 },
        { tenantId: 'south', days: 400 },
      ];
      await registerAuditJobs({ queue, db, retention: watched, retentionDays });
      await queue.start();
      await queue.send('audit.retention-tick', {});
      await reached(Promise.all([pruned.north.promise, pruned.south.promise]), 'both tenants pruned');
      expect(await remaining(db, 'north')).toEqual([]);
      expect(await remaining(db, 'south')).toEqual(['south-100']);
    });
  });
});
