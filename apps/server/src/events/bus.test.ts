import type { DomainEvent } from '@connector/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, eventDeliveries } from '../db/schema/index.ts';
import { testDatabases, type Database } from '../../test/databases.ts';
import { LogRecorder, openTestQueue, until } from '../../test/jobs.ts';
import type { JobQueue, JobRegistry } from '../jobs/index.ts';
import { createEventBus, type EventBus } from './bus.ts';
import { defineSubscriber, deliveryJobs } from './subscriber.ts';
import { createEventsRepository } from './repository.ts';

const TENANT = 'events-tenant';
const APP = '00000000-0000-4000-8000-0000000000e1';
const quick = { retryDelay: 0, retryBackoff: false } as const;
const inStore = defineSubscriber('test.inStore', 'supplier.linked', quick);
const outside = defineSubscriber('test.outside', 'supplier.linked', quick);
const failing = defineSubscriber('test.failing', 'supplier.unlinked', { ...quick, retryLimit: 2 });

const linked = (supplierId: string, tenantId = TENANT): DomainEvent<'supplier.linked'> => ({
  tenantId,
  appId: APP,
  supplierId,
  actor: { userId: 'u-1', email: 'ana@example.com' },
  bvdId: `GB${supplierId}`,
  previousBvdId: null,
  source: 'manual',
});

describe.each(testDatabases)('domain events on $name', ({ open }) => {
  let db: Database;
  let log: LogRecorder;
  let queue: JobQueue<JobRegistry>;
  let bus: EventBus;
  /** What each reaction was given, one entry per event per run. */
  const seen = { inStore: [] as string[], outside: [] as string[], failing: [] as string[] };

  const deliveryOf = (supplierId: string, subscriber: string) =>
    db.forTenant(TENANT, async (tx) => {
      const [row] = await tx
        .select({ state: eventDeliveries.state, attempts: eventDeliveries.attempts, batchId: eventDeliveries.batchId })
        .from(eventDeliveries)
        .innerJoin(domainEvents, eq(domainEvents.batchId, eventDeliveries.batchId))
        .where(and(eq(eventDeliveries.subscriber, subscriber), sql`${domainEvents.payload}->>'supplierId' = ${supplierId}`));
      return row;
    });
  const jobsOf = async (name: string) =>
    db.unscoped(async (tx) => (await tx.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${name}`)).rows[0]?.n);

  beforeAll(async () => {
    db = await open();
    log = new LogRecorder();
    queue = openTestQueue<JobRegistry>(db, { registry: deliveryJobs([inStore, outside, failing]), log });
    bus = createEventBus({ db, queue, repository: createEventsRepository(), subscribers: [inStore, outside, failing] });
    await bus.react(inStore, async (events) => void seen.inStore.push(...events.map((e) => e.supplierId)));
    await bus.follow(outside, async (events) => void seen.outside.push(...events.map((e) => e.supplierId)));
    await bus.react(failing, async (events) => {
      seen.failing.push(...events.map((e) => e.supplierId));
      throw new Error('the provider is away');
    });
    await queue.start();
  });
  afterAll(async () => {
    await queue?.stop({ graceful: false });
    await db?.close();
  });

  it('delivers a committed batch to each subscriber once, and never one whose transaction rolled back', async () => {
    const before = await jobsOf(inStore.jobName);
    await expect(
      db.forTenant(TENANT, async (tx) => {
        await bus.publish(tx, 'supplier.linked', [linked('ROLLED-BACK')]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.forTenant(TENANT, (tx) => bus.publish(tx, 'supplier.linked', [linked('C-1'), linked('C-2')]));

    for (const subscriber of [inStore.name, outside.name]) {
      await until(`the delivery of C-1 to ${subscriber} to be done`, () => deliveryOf('C-1', subscriber), (row) => row?.state === 'done');
    }
    expect(seen.inStore.filter((id) => id.startsWith('C-'))).toEqual(['C-1', 'C-2']);
    expect(seen.outside.filter((id) => id.startsWith('C-'))).toEqual(['C-1', 'C-2']);
    expect([...seen.inStore, ...seen.outside]).not.toContain('ROLLED-BACK');
    // The rolled-back batch left no event, no delivery and no job behind.
    expect(await deliveryOf('ROLLED-BACK', inStore.name)).toBeUndefined();
    expect(await jobsOf(inStore.jobName)).toBe((before ?? 0) + 1);
    expect(log.errors).toEqual([]);
  });

  it('does nothing when a delivery that is done runs again, as after a crash', async () => {
    await db.forTenant(TENANT, (tx) => bus.publish(tx, 'supplier.linked', [linked('AGAIN-1')]));
    const done = await until('the delivery of AGAIN-1 to be done', () => deliveryOf('AGAIN-1', inStore.name), (row) => row?.state === 'done');
    const again = await queue.send(inStore.jobName, { batchId: done!.batchId, tenantId: TENANT });
    await until('the repeated delivery job to complete', async () => (await queue.get(inStore.jobName, String(again)))?.state, (state) => state === 'completed');
    expect(seen.inStore.filter((id) => id === 'AGAIN-1')).toEqual(['AGAIN-1']);
    expect(await deliveryOf('AGAIN-1', inStore.name)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('retries a reaction that throws, then keeps it as a dead letter of its application', async () => {
    await db.forTenant(TENANT, (tx) =>
      bus.publish(tx, 'supplier.unlinked', [{ tenantId: TENANT, appId: APP, supplierId: 'F-1', actor: null, bvdId: 'GBF1' }]),
    );
    await until('the delivery of F-1 to fail for good', () => deliveryOf('F-1', failing.name), (row) => row?.state === 'failed');
    // The first attempt and both retries.
    expect(seen.failing).toEqual(['F-1', 'F-1', 'F-1']);
    const failures = await db.forTenant(TENANT, (tx) => bus.failures(tx, TENANT, APP, 20));
    expect(failures).toEqual([
      { subscriber: 'test.failing', event: 'supplier.unlinked', events: 1, attempts: 3, error: 'the provider is away', failedAt: expect.any(String) },
    ]);
    // Another tenant sees none of it.
    expect(await db.forTenant('another-tenant', (tx) => bus.failures(tx, TENANT, APP, 20))).toEqual([]);
  });

  it('refuses a batch that spans tenants or breaks the event’s contract, and writes nothing', async () => {
    const count = () => db.allTenants(async (tx) => (await tx.select({ n: sql<number>`count(*)::int` }).from(domainEvents))[0]?.n);
    const before = await count();
    await expect(db.allTenants((tx) => bus.publish(tx, 'supplier.linked', [linked('T-1'), linked('T-2', 'other')]))).rejects.toThrow(/one tenant/);
    await expect(
      db.forTenant(TENANT, (tx) => bus.publish(tx, 'supplier.linked', [{ ...linked('T-3'), source: 'guess' as never }])),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });
});
