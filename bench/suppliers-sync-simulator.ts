/**
 * The simulators of the sync benchmark in their own process (as the server never imports their
 * code), the realm's truth, and the bare reference: Orbis match calls straight from a loop, with
 * the engine's number in flight, which is as fast as this simulator on this machine can match.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { SIMULATOR_DEFAULTS, SIMULATOR_PREFIXES } from '@connector/contracts/providers/defaults';
import { ORBIS_MATCH_SELECT, ORBIS_PATHS, ORBIS_TOKEN_HEADER, type OrbisMatchCriteria, type OrbisMatchRequest } from '@connector/contracts/providers/orbis';
import { SIM_CONTROL_PATHS, SIM_CONTROL_PREFIX, SimStats, SimSuppliersPage, type SimSupplier } from '@connector/contracts/providers/simulator';

const ENTRY = fileURLToPath(new URL('../apps/simulators/src/main.ts', import.meta.url));
/** A world of a million companies takes a while to build on a busy machine. */
const START_TIMEOUT_MS = 15 * 60_000;

export interface BenchSimulator {
  url: string;
  stats(): Promise<SimStats>;
  /** Every supplier of the realm, with the company it really is. */
  truth(realm: string): Promise<SimSupplier[]>;
  stop(): Promise<void>;
}

/** Starts `apps/simulators` with `env` on a port it picks, and waits until it listens. */
export async function startSimulator(env: Record<string, string>): Promise<BenchSimulator> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { PATH: process.env.PATH ?? '', SIM_PORT: '0', SIM_HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the simulators did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const found = /listening on (http:\/\/\S+)/i.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        child.stdout.resume();
        resolve(found[1].replace(/\/$/, ''));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the simulators ended (code ${code}) before listening:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  const get = async (path: string): Promise<unknown> => {
    const response = await fetch(`${url}${SIM_CONTROL_PREFIX}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  return {
    url,
    stats: async () => SimStats.parse(await get(SIM_CONTROL_PATHS.stats)),
    async truth(realm) {
      const all: SimSupplier[] = [];
      for (let offset = 0; ; offset += 1000) {
        const page = SimSuppliersPage.parse(await get(`${SIM_CONTROL_PATHS.suppliers}?realm=${encodeURIComponent(realm)}&offset=${offset}&limit=1000`));
        all.push(...page.items);
        if (all.length >= page.total || page.items.length === 0) return all;
      }
    },
    stop,
  };
}

export interface ReferenceRate {
  calls: number;
  seconds: number;
  perSecond: number;
  /** Answers other than 200 (a 429 means the simulator's limit is below the calls in flight). */
  refused: number;
}

/**
 * A supplier's criteria as the engine builds them under the demo's default search mapping: name,
 * city, postcode, country and tax id, in that order, each trimmed; an empty one is left undefined,
 * so the JSON leaves it out as the engine does.
 */
function criteriaOf(s: SimSupplier): OrbisMatchCriteria {
  const filled = (value: string | null) => value?.trim() || undefined;
  return { Name: filled(s.name), City: filled(s.city), PostCode: filled(s.postcode), Country: filled(s.country)?.toUpperCase(), NationalId: filled(s.nationalId) };
}

/**
 * The engine's match query (the server's Orbis adapter): the criteria, Options with only the
 * ScoreLimit the engine sets (0), and the hit fields the console reads.
 */
const matchBody = (s: SimSupplier) => JSON.stringify({ MATCH: { Criteria: criteriaOf(s), Options: { ScoreLimit: 0 } }, SELECT: [...ORBIS_MATCH_SELECT] } satisfies OrbisMatchRequest);

/**
 * Orbis match calls for `suppliers`, `parallel` in flight, each asked as the engine asks, nothing
 * else done with the answers; for `seconds` seconds.
 */
export async function matchReference(simulatorUrl: string, suppliers: readonly SimSupplier[], parallel: number, seconds: number): Promise<ReferenceRate> {
  const endpoint = `${simulatorUrl}${SIMULATOR_PREFIXES.orbis}${ORBIS_PATHS.match}`;
  const headers = { accept: 'application/json', 'content-type': 'application/json', [ORBIS_TOKEN_HEADER]: SIMULATOR_DEFAULTS.orbis.apiToken };
  const until = performance.now() + seconds * 1000;
  let next = 0;
  let calls = 0;
  let refused = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < until) {
      const s = suppliers[next++ % suppliers.length] as SimSupplier;
      const response = await fetch(endpoint, { method: 'POST', headers, body: matchBody(s) });
      await response.arrayBuffer();
      calls += 1;
      if (response.status !== 200) refused += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { calls, seconds: elapsed, perSecond: (calls - refused) / elapsed, refused };
}
