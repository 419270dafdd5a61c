import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { assessmentRuns } from '../../db/schema/index.ts';
import { createFreshPostgres, openPostgresDatabase, testDatabaseUrl, type Database } from '../../../test/databases.ts';
import { reached, until } from '../../../test/jobs.ts';
import { killableProcesses } from '../../../test/processes.ts';
import { useSimulator } from '../../../test/simulator.ts';

const WORKER = fileURLToPath(new URL('../../../test/assessment-worker.ts', import.meta.url));
const serverUrl = testDatabaseUrl();
const COUNT = 6;
// Each assessment takes 6 s to be scored: the server is killed while all of them are followed.
const sim = useSimulator({ SIM_SUPPLIERS_PER_REALM: '40', SIM_ASSESSMENT_DURATION_MS: '6000' });
/** How long a server process may take to start: a few seconds on a quiet machine, 20 s seen on a busy one. */
const START_MS = 120_000;
const processes = killableProcesses();

/**
 * A server killed while it follows assessments it started, then another started on the same
 * database: every assessment is scored and closed once, with its results written back.
 */
describe.skipIf(!serverUrl)('assessments followed through SIGKILL on PostgreSQL', () => {
  let db: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('loses none of the assessments being followed', async () => {
    const fresh = await createFreshPostgres(serverUrl as string);
    drop = fresh.drop;
    const first = processes.start(WORKER, [fresh.url, sim().url, 'start', String(COUNT)]);
    await reached(first.printed(/started \d+/), 'the first server to start the assessments', START_MS);
    db = await openPostgresDatabase(fresh.url);
    const reader = db;
    const runs = () => reader.forTenant('default', (tx) => tx.select().from(assessmentRuns));
    // Killed once the following is under way: checks made, and none of the assessments scored yet.
    const following = await until('the first server to check each assessment', runs, (rows) => rows.length === COUNT && rows.every((r) => r.checks >= 1), { timeoutMs: 60_000 });
    expect(following.filter((r) => r.state === 'running')).toHaveLength(COUNT);
    await processes.kill(first.child);

    const second = processes.start(WORKER, [fresh.url, sim().url]);
    await reached(second.printed(/ready/), 'the second server to start', START_MS);
    const done = await until('every assessment to be closed', runs, (rows) => rows.every((r) => r.state === 'completed'), { timeoutMs: 180_000 });
    expect(done).toHaveLength(COUNT);
    for (const row of done) {
      expect(row.result).toMatchObject({ id: row.assessmentId, status: 'Completed' });
      expect(row.writtenAnswers.CC_STATUS).toBe('Completed');
    }
    await processes.kill(second.child);
  }, 420_000);
});
