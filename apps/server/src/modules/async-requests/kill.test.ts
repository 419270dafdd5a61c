import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { asyncRequests, ownEntityRequests } from '../../db/schema/index.ts';
import { createFreshPostgres, openPostgresDatabase, testDatabaseUrl, type Database } from '../../../test/databases.ts';
import { reached, until } from '../../../test/jobs.ts';
import { killableProcesses } from '../../../test/processes.ts';
import { useSimulator } from '../../../test/simulator.ts';

const WORKER = fileURLToPath(new URL('../../../test/guid-worker.ts', import.meta.url));
const serverUrl = testDatabaseUrl();
const sim = useSimulator({ SIM_OWN_ENTITY_DELAY_MS: '1000', SIM_SUPPLIERS_PER_REALM: '10' });
/** How long a server process may take to start: a few seconds on a quiet machine, 20 s seen on a busy one. */
const START_MS = 120_000;
/** The retry waits for the dead run's lease to lapse (30 s), on top of its server's start. */
const RETRY_MS = START_MS + 150_000;
const processes = killableProcesses();

/**
 * A server killed during an application call (an own-entity request waiting on a slow Orbis),
 * then another started on the same database: a retry with the same request guid runs the call
 * again and answers, where it once answered "still being processed" until the guid expired.
 */
describe.skipIf(!serverUrl)('an application call through SIGKILL on PostgreSQL', () => {
  let db: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('runs the call again for a retry with the same guid once its server died', async () => {
    const fresh = await createFreshPostgres(serverUrl as string);
    drop = fresh.drop;
    db = await openPostgresDatabase(fresh.url);
    const reader = db;
    const guid = randomUUID();
    // Orbis holds the request long enough for the server to be killed while it waits.
    await sim().setFaults({ orbis: { latencyMs: 60_000 } });
    const asked = (await sim().stats()).requests.orbis;

    const first = processes.start(WORKER, [fresh.url, sim().url, guid, 'call']);
    await reached(first.printed(/calling/), 'the first server to start the call', START_MS);
    await until('Orbis to be asked', async () => (await sim().stats()).requests.orbis, (n) => n > asked, { timeoutMs: 60_000 });
    const held = await reader.forTenant('default', (tx) => tx.select().from(asyncRequests).where(and(eq(asyncRequests.tenantId, 'default'), eq(asyncRequests.guid, guid))));
    expect(held.map((row) => row.status)).toEqual([null]);
    await processes.kill(first.child);
    await sim().resetFaults();

    const second = processes.start(WORKER, [fresh.url, sim().url, guid, 'retry']);
    const output = await reached(second.printed(/answered .*\n/), 'the retry to be answered', RETRY_MS);
    const answered = JSON.parse(/answered (.*)\n/.exec(output)?.[1] ?? 'null') as { status: number; body: { data: { requestId: string } }; outcome: unknown };
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.outcome).toMatchObject({ data: { state: 'done', status: 201 } });

    // The request the dead call claimed, sent once and now followed.
    const requests = await reader.forTenant('default', (tx) => tx.select().from(ownEntityRequests).where(eq(ownEntityRequests.guid, guid)));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ requestId: answered.body.data.requestId, state: 'pending', orbisRequestId: expect.any(String) });
    await processes.kill(second.child);
  }, START_MS + RETRY_MS + 60_000);
});
