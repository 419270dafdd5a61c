/**
 * The benchmarks' load generator: Debian's `wrk` (C, one thread, epoll), installed by the benchmark
 * when missing, as the browser suite installs Chromium. Every run reports the generator's own CPU
 * (the shell's `times` after wrk exits: exact, no sampling) and the machine's idle share, so a
 * reader can tell a server-bound figure from a generator-bound one (issue 30).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { get } from './http-get.ts';

export const WRK = '/usr/bin/wrk';
const SCRIPT = fileURLToPath(new URL('./wrk-report.lua', import.meta.url));

export interface Load {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of load first, not measured: JIT, pools and caches settle. */
  warmup: number;
}

export interface Measured {
  rps: number;
  /** Latency percentiles in ms (wrk records microseconds). */
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx or 3xx, connection errors and timeouts: a case with any is not comparable. */
  errors: number;
  /** The generator's CPU over the measured run, in cores (1 = one core busy the whole time). */
  generatorCores: number;
  /** The process under load's CPU over the same run, in cores, when its pid was given. */
  targetCores: number | null;
  /** Share of the machine's CPU time left idle during the run (0–1). */
  idle: number;
}

/** Installs Debian's wrk when missing (as root on Debian, as the browser suite does Chromium); throws with what to do otherwise. */
export function ensureWrk(): void {
  if (existsSync(WRK)) return;
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    throw new Error(`wrk is missing: the benchmarks need Debian's package at ${WRK} (sudo apt-get install -y wrk)`);
  }
  console.log("wrk is missing; installing Debian's wrk package...");
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } } as const;
  execFileSync('apt-get', ['update'], options);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'wrk'], options);
}

interface Report {
  requests: number;
  durationUs: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50: number;
  p95: number;
  p99: number;
}

/** A request of a load: a path (with its query) and its headers. */
export interface Target {
  path: string;
  headers: Record<string, string>;
}

/** wrk adds its own `Host` unless one is spelled so: one spelling, or two would be sent. */
const headerName = (name: string) => (name.toLowerCase() === 'host' ? 'Host' : name);

/** One wrk run; resolves with its JSON line and the CPU seconds it used (user + system). */
function runWrk(args: string[], targets: readonly Target[]): Promise<{ report: Report; cpuSeconds: number }> {
  const lines = targets.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `${headerName(name)}: ${value}`)].join('\t'));
  // A file, not the environment: a thousand signed-in requests outgrow an environment variable.
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  const file = join(dir, 'targets.tsv');
  writeFileSync(file, lines.length ? `${lines.join('\n')}\n` : '');
  return new Promise<{ report: Report; cpuSeconds: number }>((resolve, reject) => {
    // `times` prints the shell's and then its children's user and system time: wrk's own CPU.
    const child = spawn('sh', ['-c', 'wrk "$@"; code=$?; times; exit $code', 'wrk', ...args], {
      env: { ...process.env, ...(lines.length ? { WRK_TARGETS_FILE: file } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const json = /^WRK_JSON (.*)$/m.exec(out)?.[1];
      const times = [...out.matchAll(/(\d+)m([\d.]+)s (\d+)m([\d.]+)s/g)].at(-1);
      if (code !== 0 || !json || !times) return reject(new Error(`wrk failed (exit ${code}): ${err || out}`));
      const seconds = (m: string, s: string) => Number(m) * 60 + Number(s);
      resolve({ report: JSON.parse(json) as Report, cpuSeconds: seconds(times[1] ?? '0', times[2] ?? '0') + seconds(times[3] ?? '0', times[4] ?? '0') });
    });
  }).finally(() => rmSync(dir, { recursive: true, force: true }));
}

const TICKS_PER_SECOND = 100;

/** A process's CPU time in seconds (user + system, /proc/<pid>/stat), or null where there is none. */
export function processCpuSeconds(pid: number): number | null {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The machine's total and idle CPU ticks so far (/proc/stat). */
function machineTicks(): { total: number; idle: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1).map(Number) ?? [];
  const total = cpu.reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
  return { total, idle: (cpu[3] ?? 0) + (cpu[4] ?? 0) };
}

/**
 * Loads `baseUrl` + each target's path in turn (a single target: wrk's own prebuilt request) with
 * `connections` kept-alive connections from one wrk thread: a warm-up first, then the measured run.
 * Checks every target answers 200 first. `pid`: the process under load, for its CPU share.
 */
export async function measure(baseUrl: string, targets: readonly Target[], load: Load, { pid }: { pid?: number } = {}): Promise<Measured> {
  for (const target of new Map(targets.map((t) => [JSON.stringify(t), t])).values()) {
    const check = await get(new URL(target.path, baseUrl).href, target.headers);
    if (check.status !== 200) throw new Error(`${target.path}: ${check.status} ${check.body.slice(0, 300)}`);
  }
  const [only] = targets;
  const single = targets.length === 1 && only !== undefined;
  const args = (duration: number) => [
    '-t1',
    `-c${load.connections}`,
    `-d${duration}s`,
    '--timeout=10s',
    '-s',
    SCRIPT,
    ...(single ? Object.entries(only.headers).flatMap(([name, value]) => ['-H', `${headerName(name)}: ${value}`]) : []),
    single ? new URL(only.path, baseUrl).href : baseUrl,
  ];
  const scripted = single ? [] : targets;
  if (load.warmup > 0) await runWrk(args(load.warmup), scripted);
  const ticks = machineTicks();
  const targetBefore = pid === undefined ? null : processCpuSeconds(pid);
  const { report, cpuSeconds } = await runWrk(args(load.duration), scripted);
  const targetAfter = pid === undefined ? null : processCpuSeconds(pid);
  const ticksAfter = machineTicks();
  const seconds = report.durationUs / 1e6;
  return {
    rps: report.requests / seconds,
    p50: report.p50 / 1000,
    p95: report.p95 / 1000,
    p99: report.p99 / 1000,
    errors: report.connect + report.read + report.write + report.status + report.timeout,
    generatorCores: cpuSeconds / seconds,
    targetCores: targetBefore === null || targetAfter === null ? null : (targetAfter - targetBefore) / seconds,
    idle: (ticksAfter.idle - ticks.idle) / Math.max(1, ticksAfter.total - ticks.total),
  };
}

/** A generator that keeps a core below this share of its time still has room to send more. */
export const GENERATOR_HEADROOM_LIMIT = 0.8;

/**
 * The headroom proof printed with a benchmark's figures: the fastest run (the bare reference
 * alone) and the generator's CPU for it. Below the limit, wrk could have sent more: the figures
 * are the server's, not the generator's.
 */
export function headroomLine(fastest: Measured, what: string): string {
  const share = fastest.generatorCores;
  const verdict = share < GENERATOR_HEADROOM_LIMIT ? 'headroom: the generator is not the limit' : 'NO HEADROOM: these figures may be the generator\'s limit';
  return `Generator: wrk (C, 1 thread). At its fastest run (${what}, ${Math.round(fastest.rps).toLocaleString('en')} req/s) it used ${(share * 100).toFixed(0)} % of one core, the machine ${(fastest.idle * 100).toFixed(0)} % idle — ${verdict} (limit ${GENERATOR_HEADROOM_LIMIT * 100} %).`;
}
