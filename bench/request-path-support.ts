/** Processes and data of the request-path benchmark: a free port, a child process awaited until ready, seeded users. */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '@connector/server/test-kit';
import { get } from './request-path-load.ts';

export interface Started {
  url: string;
  stop(): Promise<void>;
}

/** A loopback port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts `node <args>` on this process's Node (the same Node 24 for server and reference), output
 * to `logFile`, and waits until `GET <ready>` answers 200. `stop()` sends SIGTERM and waits for the exit.
 */
export async function startProcess({ args, port, ready, logFile, env }: { args: string[]; port: number; ready: string; logFile: string; env: Record<string, string> }): Promise<Started> {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.at(-1)} exited with ${child.exitCode}; see ${logFile}`);
    const answer = await get(`${url}${ready}`).catch(() => null);
    if (answer?.status === 200) return { url, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`${args.at(-1)} not ready after 90 s; see ${logFile}`);
}

const WORDS = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord', 'grove', 'heath', 'iris', 'juniper', 'kestrel', 'larch', 'maple', 'nectar', 'oak', 'pine', 'quartz', 'river', 'aspen', 'willow'];

/** `count` users in `tenantId`, in one INSERT … SELECT in the tenant's scope (row-level security applies). */
export async function seedUsers(db: Database, tenantId: string, count: number): Promise<void> {
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  await db.forTenant(tenantId, (tx) =>
    tx.execute(`
      INSERT INTO users (tenant_id, email, first_name, last_name, roles, enabled)
      SELECT '${tenantId}', 'user' || g || '@${tenantId}.local', initcap((${words})[1 + g % 20]),
             initcap(substr(md5(g::text), 1, 10)),
             CASE WHEN g % 50 = 0 THEN '["tenantAdmin"]'::jsonb ELSE '["userBvd"]'::jsonb END,
             g % 10 <> 0
      FROM generate_series(1, ${count}) AS g`),
  );
}
