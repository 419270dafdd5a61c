/**
 * Processes and data of the benchmarks that load a server: a free port, a child process awaited
 * until ready, the compiled server as production starts it, its resident memory, seeded users.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '@connector/server/test-kit';
import { get } from './http-get.ts';

export interface Started {
  url: string;
  /** The process id, to read its resident memory (`residentMb`). */
  pid: number;
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
    if (answer?.status === 200) return { url, pid: child.pid as number, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`${args.at(-1)} not ready after 90 s; see ${logFile}`);
}

/**
 * A process's resident memory in MB from /proc/<pid>/status: `VmRSS`, what the operating system
 * holds for it now, or `VmHWM`, the most it held since it started (start-up included, however
 * briefly). Null where there is no /proc (the benchmark then prints no memory figures).
 */
export function residentMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number | null {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/**
 * Samples a process's resident memory every `everyMs` until stopped, for its peak under load: the
 * figure an operator sizes a container by. Sampling reads one small file, no load of its own.
 */
export function watchResident(pid: number, everyMs = 200): { stop(): number | null } {
  let peak: number | null = null;
  const sample = () => {
    const now = residentMb(pid);
    if (now !== null) peak = Math.max(peak ?? 0, now);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/** Where a server reads its data: a PGlite directory or a PostgreSQL database. */
export type Where = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/**
 * The compiled server `file` on a free port, with `env` (its secrets key, administrator, log
 * level), its data `where`, no scheduled supplier syncs (nothing but the load runs in it), and the
 * embedded database's settings of this process's environment (`PGLITE_*`, to compare them).
 */
export async function startServer({ file, args = [], where, logFile, env }: { file: string; args?: string[]; where: Where; logFile: string; env: Record<string, string> }): Promise<Started> {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build -w apps/server\` first`);
  const port = await freePort();
  const pglite = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('PGLITE_') && entry[1] !== undefined));
  return startProcess({
    args: [...args, file],
    port,
    ready: '/api/ready',
    logFile,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SUPPLIER_SYNC_MINUTES: '0',
      ...pglite,
      ...env,
      ...(where.kind === 'pglite' ? { DATA_DIR: where.dataDir } : { DATABASE_URL: where.url }),
    },
  });
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
