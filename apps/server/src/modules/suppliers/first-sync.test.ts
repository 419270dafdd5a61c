import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { supplierSyncRuns } from '../../db/schema/index.ts';
import { testDatabases, type Database } from '../../../test/databases.ts';
import { until } from '../../../test/jobs.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { TEST_ADMIN } from '../../../test/test-app.ts';
import { seed } from '../../seed.ts';
import { DEMO_APP_ID } from '../applications/index.ts';

const sim = useSimulator({ SIM_SUPPLIERS_PER_REALM: '20' });
/** The schedule's interval the servers run with: the demo application's first sync is due at once. */
const SYNC_EVERY_MINUTES = 60;
/** A whole server starts, seeds and listens in seconds; several on a busy machine take longer. */
const TEST_MS = 120_000;
/** One key for both servers of a test, as a deployment's instances share theirs. */
const SECRETS_KEY = randomBytes(32).toString('base64');
/** Where pg-boss puts what a schedule sends, on its way to the schedule's queue. */
const FROM_SCHEDULE = '__pgboss__send-it';

type QueuedJob = {
  name: string;
  state: string;
  singleton_key: string | null;
  /** What a job on its way from a schedule is for: the schedule's queue. */
  sends: string | null;
};

/**
 * An application's first sync waits for no tick of the schedule (docs/decisions/017): an
 * instance that starts listening syncs every application that is due at once, through the job
 * queue, and several instances starting together queue it once.
 */
describe.each(testDatabases)('the first sync on start-up on $name', (database) => {
  let db: Database | undefined;
  const servers: BuiltApp[] = [];

  afterEach(async () => {
    for (const { app } of servers.splice(0)) await app.close();
    await db?.close();
    db = undefined;
  });

  /**
   * A server on the test database with the schedule on, seeded as `main.ts` seeds one once it is
   * built. The tick's schedule is taken off again at once, before the seed, so that within the test
   * only what the start does can start a sync; the test checks no tick came from the schedule.
   */
  async function startServer(open: Database): Promise<BuiltApp> {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SECRETS_KEY,
      WEB_DIST: '/nonexistent-console-build',
      SEED_DEMO: 'true',
      SIM_URL: sim().url,
      SUPPLIER_SYNC_MINUTES: String(SYNC_EVERY_MINUTES),
    });
    const built = await buildApp({ config, db: open, logger: false });
    servers.push(built);
    await built.services.jobs.unschedule('suppliers.tick');
    await seed({ config, services: built.services });
    return built;
  }

  const listen = (built: BuiltApp) => built.app.listen({ host: '127.0.0.1', port: 0 });

  const runsOf = (open: Database) =>
    open.forTenant('default', (tx) =>
      tx
        .select({ runId: supplierSyncRuns.runId, trigger: supplierSyncRuns.trigger })
        .from(supplierSyncRuns)
        .where(and(eq(supplierSyncRuns.tenantId, 'default'), eq(supplierSyncRuns.appId, DEMO_APP_ID))),
    );

  const supplierJobsOf = async (open: Database) =>
    open.unscoped(async (tx) => (await tx.execute<QueuedJob>(sql`select name, state, singleton_key, data->>'name' as sends from pgboss.job where name like 'suppliers.%' or name = ${FROM_SCHEDULE}`)).rows);

  /** Every tick sent is over: what the start-up asked for has been decided. */
  const ticksSettled = (open: Database) =>
    until(
      'the start-up ticks to be over',
      () => supplierJobsOf(open),
      (jobs) => {
        const ticks = jobs.filter((job) => job.name === 'suppliers.tick');
        return ticks.length > 0 && ticks.every((job) => job.state === 'completed');
      },
    );

  it(
    'queues the sync of a never-synced application as the server starts, once with two servers starting together',
    async () => {
      db = await database.open();
      const open = db;
      const first = await startServer(open);
      const second = await startServer(open);
      expect(await runsOf(open)).toEqual([]);

      await Promise.all([listen(first), listen(second)]);
      const [run] = await until('the demo application’s sync to start', () => runsOf(open), (runs) => runs.length > 0);
      expect(run).toMatchObject({ trigger: 'schedule' });
      const jobs = await ticksSettled(open);

      expect(await runsOf(open)).toEqual([run]);
      expect(jobs.filter((job) => job.name === 'suppliers.sync')).toEqual([expect.objectContaining({ singleton_key: DEMO_APP_ID })]);
      expect(jobs.filter((job) => job.name === FROM_SCHEDULE && job.sends === 'suppliers.tick')).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'leaves an application synced within the interval to the schedule',
    async () => {
      db = await database.open();
      const open = db;
      const built = await startServer(open);
      const recently = new Date(Date.now() - (SYNC_EVERY_MINUTES / 2) * 60_000);
      await open.forTenant('default', (tx) =>
        tx.insert(supplierSyncRuns).values({ tenantId: 'default', appId: DEMO_APP_ID, trigger: 'schedule', state: 'done', startedAt: recently, finishedAt: recently }),
      );
      const [synced] = await runsOf(open);

      await listen(built);
      const jobs = await ticksSettled(open);

      expect(await runsOf(open)).toEqual([synced]);
      expect(jobs.filter((job) => job.name === 'suppliers.sync')).toEqual([]);
    },
    TEST_MS,
  );
});
