/**
 * Large-body refusal benchmark (issue 29): what four clients streaming 10 MB bodies under a junk
 * bearer token cost everyone else. The server runs in a child process (its source through tsx, or
 * BENCH_SERVER), on loopback; this process calls `GET /api/health` one call at a time (p50, p95,
 * p99), idle, then while the clients stream. The clients run in a second child process (this
 * file with `LARGE_BODY_ROLE=clients`), so that their work delays no health call here, in two
 * ways one after the other: `whole`, each sends its whole body whatever the server answers, then
 * the next (the clients); `drop`, each drops its connection as soon as it is answered and
 * starts the next at once (a flood of refused requests). Goal: p95 within 2× its idle value. The
 * CPU of the server, the clients and this process over each window shows which of them was busy.
 * Embedded PGlite; PostgreSQL instead when BENCH_DATABASE_URL names a server (a fresh database is
 * created there and dropped afterwards).
 * Usage: npm run bench:large-body -w bench
 * Env: BENCH_DURATION (s per phase, 10), BENCH_WARMUP (s, 2), BENCH_CLIENTS (4), BENCH_BODY_MB (10),
 *      BENCH_PROBE_MS (time between health calls, 20), BENCH_MODES (whole,drop), BENCH_LOG_LEVEL (server
 *      LOG_LEVEL, info as in production), BENCH_SERVER (another server entry: a compiled `main.js`, or a
 *      `main.ts` run through tsx, e.g. a copy of the previous source), BENCH_CPU_PROF=1 (server CPU profile, kept).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createFreshPostgres, TEST_ADMIN } from '@connector/server/test-kit';
import { get } from './http-get.ts';
import { freePort } from './request-path-support.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DURATION_S = env('BENCH_DURATION', 10);
const WARMUP_S = env('BENCH_WARMUP', 2);
const CLIENTS = env('BENCH_CLIENTS', 4);
const BODY_BYTES = env('BENCH_BODY_MB', 10) * 1024 * 1024;
const PROBE_MS = env('BENCH_PROBE_MS', 20);
const MODES = (process.env.BENCH_MODES ?? 'whole,drop').split(',') as Mode[];
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const CPU_PROF = process.env.BENCH_CPU_PROF === '1';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOST = 'localhost';
const CHUNK = Buffer.alloc(64 * 1024, ' ');

type Mode = 'whole' | 'drop';

/** CPU time of a process so far, in ms, from /proc (Linux, 10 ms clock ticks); null elsewhere. */
function cpuMsOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const ownCpuMs = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;

// ---------------------------------------------------------------- the clients' process

interface Sent {
  seconds: number;
  cpuMs: number;
  requests: number;
  /** Bytes the clients' sockets took; what the server never read is dropped with its connection. */
  bytes: number;
  statuses: Record<string, number>;
}

/** One POST of BODY_BYTES under a junk token, written as fast as the connection takes it; its answer's status, or -1. */
function streamOnce(url: URL, agent: Agent, mode: Mode, sent: Sent): Promise<number> {
  return new Promise<number>((resolve) => {
    const headers = { host: HOST, authorization: 'Bearer x', 'content-type': 'application/json', 'content-length': String(BODY_BYTES) };
    const req = request(url, { method: 'POST', agent, headers });
    let status = -1;
    let written = 0;
    let socket: Socket | null = null;
    let before = 0;
    req.on('socket', (taken) => ((socket = taken), (before = taken.bytesWritten)));
    req.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      if (mode === 'drop') response.once('end', () => req.destroy());
    });
    req.on('error', () => {});
    req.on('close', () => {
      sent.bytes += socket ? socket.bytesWritten - before : 0;
      resolve(status);
    });
    const write = () => {
      while (written < BODY_BYTES && !req.destroyed) {
        const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, BODY_BYTES - written));
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

/** The clients' process: streams until a line on stdin; a `mark` line starts the measured window, any other ends it with a report. */
async function runClients(mode: Mode): Promise<void> {
  const url = new URL(`${process.env.LARGE_BODY_URL}/api/apps/${randomUUID()}/supplier/batch/check`);
  const sent: Sent = { seconds: 0, cpuMs: 0, requests: 0, bytes: 0, statuses: {} };
  for (let i = 0; i < CLIENTS; i++) {
    void (async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (;;) {
        sent.requests += 1;
        const status = await streamOnce(url, agent, mode, sent);
        sent.statuses[status] = (sent.statuses[status] ?? 0) + 1;
      }
    })();
  }
  process.stdout.write('streaming\n');
  let start = { at: performance.now(), cpu: ownCpuMs() };
  process.stdin.setEncoding('utf8');
  for await (const line of process.stdin) {
    if (String(line).includes('mark')) {
      start = { at: performance.now(), cpu: ownCpuMs() };
      Object.assign(sent, { requests: 0, bytes: 0, statuses: {} });
      process.stdout.write('marked\n');
    } else {
      Object.assign(sent, { seconds: (performance.now() - start.at) / 1000, cpuMs: ownCpuMs() - start.cpu });
      process.stdout.write(`${JSON.stringify(sent)}\n`);
      process.exit(0);
    }
  }
}

// ---------------------------------------------------------------- the measuring process

interface Window {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU over the window as a share of one core: the server's, and this process's (the probe). */
  serverCpu: number | null;
  probeCpu: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;

/** One `GET /api/health`, its status (or -1). */
function health(url: string, agent: Agent): Promise<number> {
  return new Promise<number>((resolve) => {
    const req = request(`${url}/api/health`, { agent, headers: { host: HOST } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', () => resolve(-1));
    req.end();
  });
}

/** `GET /api/health` every PROBE_MS (the next waits for the one before) for `seconds`, and the CPU meanwhile. */
async function probe(url: string, serverPid: number, seconds: number): Promise<Window> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const cpu = { server: cpuMsOf(serverPid), own: ownCpuMs(), at: performance.now() };
  const times: number[] = [];
  let errors = 0;
  while (performance.now() < cpu.at + seconds * 1000) {
    const started = performance.now();
    const status = await health(url, agent);
    const took = performance.now() - started;
    if (status === 200) times.push(took);
    else errors += 1;
    if (took < PROBE_MS) await sleep(PROBE_MS - took);
  }
  agent.destroy();
  const wall = performance.now() - cpu.at;
  const serverAfter = cpuMsOf(serverPid);
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    errors,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    serverCpu: cpu.server === null || serverAfter === null ? null : (serverAfter - cpu.server) / wall,
    probeCpu: (ownCpuMs() - cpu.own) / wall,
  };
}

/** A child process of node on `args`, its output kept, its lines awaited. */
function child(args: string[], extraEnv: Record<string, string>, output: 'pipe' | number) {
  const stdio = ['pipe', output, output === 'pipe' ? 'inherit' : output] as const;
  const proc = spawn(process.execPath, args, { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...extraEnv }, stdio: [...stdio] });
  let printed = '';
  proc.stdout?.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const line = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(printed);
        if (match) resolve(match[0]);
        else if (proc.exitCode !== null) reject(new Error(`${args.at(-1)} left (${proc.exitCode}): ${printed}`));
        else setTimeout(check, 20);
      };
      check();
    });
  return { proc, exited, line };
}

/** The clients, streaming, in their own process. */
async function startClients(url: string, mode: Mode) {
  const settings = { BENCH_CLIENTS: String(CLIENTS), BENCH_BODY_MB: String(BODY_BYTES / 1024 / 1024) };
  const role = { LARGE_BODY_ROLE: 'clients', LARGE_BODY_MODE: mode, LARGE_BODY_URL: url };
  const clients = child(['--import', 'tsx', fileURLToPath(import.meta.url)], { ...settings, ...role }, 'pipe');
  await clients.line(/streaming/);
  return {
    async mark() {
      clients.proc.stdin?.write('mark\n');
      await clients.line(/marked/);
    },
    async stop(): Promise<Sent> {
      clients.proc.stdin?.write('stop\n');
      return JSON.parse(await clients.line(/\{.*\}/)) as Sent;
    },
  };
}

/** The server as `npm start` runs it, on a free loopback port, output to `work/server.log`, once `GET /api/ready` answers 200. */
async function startServer(work: string, database: Record<string, string>) {
  const port = await freePort();
  const file = process.env.BENCH_SERVER ?? join(ROOT, 'apps/server/src/main.ts');
  const args = [...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${work}`] : []), ...(file.endsWith('.ts') ? ['--import', 'tsx', file] : [file])];
  const log = openSync(join(work, 'server.log'), 'a');
  const secrets = { SECRETS_KEY: randomBytes(32).toString('base64'), ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };
  const server = child(args, { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL, ...secrets, ...database }, log);
  closeSync(log);
  const stop = async () => {
    if (server.proc.exitCode === null) server.proc.kill('SIGTERM');
    await server.exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.proc.exitCode !== null) throw new Error(`the server exited with ${server.proc.exitCode}; see ${work}/server.log`);
    if ((await get(`${url}/api/ready`).catch(() => null))?.status === 200) return { url, pid: server.proc.pid as number, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`the server was not ready after 90 s; see ${work}/server.log`);
}

const pct = (share: number | null) => (share === null ? 'n/a' : `${Math.round(share * 100)} %`);
const ms = (n: number) => `${n.toFixed(1)} ms`;

function row(name: string, w: Window, idle: Window, sent: Sent | null): string {
  const ratio = w === idle ? '–' : `${(w.p95 / idle.p95).toFixed(2)}× (${w.p95 / idle.p95 <= 2 ? 'met' : 'not met'})`;
  const clients = sent
    ? `${pct(sent.cpuMs / (sent.seconds * 1000))} | ${Math.round(sent.requests / sent.seconds)} | ${Math.round(sent.bytes / 1024 / 1024 / sent.seconds)} MB/s | ${JSON.stringify(sent.statuses)}`
    : '– | – | – | –';
  return `| ${name} | ${w.count} | ${ms(w.p50)} | ${ms(w.p95)} | ${ms(w.p99)} | ${w.errors} | ${ratio} | ${pct(w.serverCpu)} | ${pct(w.probeCpu)} | ${clients} |`;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-large-body-'));
  const pg = process.env.BENCH_DATABASE_URL ? await createFreshPostgres(process.env.BENCH_DATABASE_URL) : null;
  console.log(
    [
      `Large-body refusal: ${cpus().length} cores, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
      `server: ${process.env.BENCH_SERVER ?? 'apps/server/src/main.ts through tsx'}, LOG_LEVEL=${LOG_LEVEL}, ${pg ? 'PostgreSQL' : 'PGlite'}`,
      `health: one call every ${PROBE_MS} ms, ${DURATION_S} s a phase; ${CLIENTS} clients × ${BODY_BYTES / 1024 / 1024} MB bodies, junk bearer, ${WARMUP_S} s warm-up`,
    ].join('\n'),
  );
  const server = await startServer(work, pg ? { DATABASE_URL: pg.url } : { DATA_DIR: join(work, 'data') });
  const lines = [
    '| phase | health calls | p50 | p95 | p99 | errors | p95 / idle (goal ≤ 2×) | server CPU | probe CPU | clients CPU | bodies/s | bytes taken | answers |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  try {
    await probe(server.url, server.pid, WARMUP_S);
    const idle = await probe(server.url, server.pid, DURATION_S);
    lines.push(row('idle', idle, idle, null));
    for (const mode of MODES) {
      const clients = await startClients(server.url, mode);
      await sleep(WARMUP_S * 1000);
      await clients.mark();
      const loaded = await probe(server.url, server.pid, DURATION_S);
      lines.push(row(`${CLIENTS} clients, ${mode}`, loaded, idle, await clients.stop()));
    }
    console.log(['', ...lines, '', `load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`, 'CPU as a share of one core over the window.'].join('\n'));
  } finally {
    await server.stop();
    await pg?.drop();
    if (CPU_PROF) console.log(`server CPU profile (.cpuprofile) kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

if (process.env.LARGE_BODY_ROLE === 'clients') await runClients((process.env.LARGE_BODY_MODE ?? 'whole') as Mode);
else await main();
