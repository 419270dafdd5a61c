import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { SIMULATOR_DEFAULTS, SIMULATOR_PREFIXES } from '@connector/contracts/providers/defaults';
import {
  NO_FAULTS,
  SIMULATED_PROVIDERS,
  SimCompaniesPage,
  SimStats,
  SimSuppliersPage,
  SimTasksPage,
  type FaultSettings,
  type FaultsUpdate,
  type SimApprovalTask,
  type SimQuotas,
  type SimCompany,
  type SimSupplier,
} from '@connector/contracts/providers/simulator';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ENTRY = fileURLToPath(new URL('../../simulators/src/main.ts', import.meta.url));
const START_TIMEOUT_MS = 90_000;

export interface Simulator {
  url: string;
  /** Base URL of each simulated provider. */
  base: { ariba: string; orbis: string; catalyst: string; supplychain: string };
  setFaults(update: FaultsUpdate): Promise<void>;
  resetFaults(): Promise<void>;
  /** Makes the simulated Ariba forget every token it issued. */
  revokeAribaTokens(): Promise<void>;
  /** Puts every realm back as seeded: suppliers, approval tasks, answers and exposures. */
  resetWorld(): Promise<void>;
  stats(): Promise<SimStats>;
  companies(offset: number, limit: number): Promise<{ total: number; items: SimCompany[] }>;
  suppliers(realm: string, offset: number, limit: number): Promise<{ total: number; items: SimSupplier[] }>;
  /** Sets the simulated Ariba's quotas (the windows given; the others unlimited); `null` puts back the environment's. */
  setAribaQuotas(quotas: SimQuotas | null): Promise<void>;
  /** The supplier starts or stops editing its questionnaires: writes to them answer 403 meanwhile. */
  setEditing(realm: string, smVendorId: string, editing: boolean): Promise<void>;
  /** The approval tasks of a supplier, in every state. */
  tasks(realm: string, smVendorId: string): Promise<SimApprovalTask[]>;
}

/**
 * Starts the simulator process (over real HTTP, as the server never imports its code) for the
 * test file that calls this, resets its faults after each test and stops it afterwards. One
 * process per file keeps injected faults from leaking into files running alongside.
 */
export function useSimulator(env: Record<string, string> = {}): () => Simulator {
  let child: ChildProcess | undefined;
  let simulator: Simulator | undefined;
  const killOnExit = () => child?.kill('SIGKILL');

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
      cwd: ROOT,
      // A clean environment: no fault rates or ports from the shell reach the simulator.
      env: { SIM_PORT: '0', SIM_HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Should the test run end without afterAll (a crash, an interrupt), the process goes too.
    process.once('exit', killOnExit);
    simulator = connect(await listeningUrl(child));
  }, START_TIMEOUT_MS);

  afterEach(async () => {
    await simulator?.resetFaults();
  });

  afterAll(async () => {
    // Files share a worker process: each takes its own listener away.
    process.off('exit', killOnExit);
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const force = setTimeout(() => child?.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(force);
  });

  return () => {
    if (!simulator) throw new Error('The simulator is not running; call useSimulator() at the top of the file');
    return simulator;
  };
}

/** The URL the process prints once it listens; it chose its own free port. */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The simulator did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const found = /listening on (http:\/\/\S+)/i.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        child.stdout?.resume();
        resolve(found[1].replace(/\/$/, ''));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The simulator ended (code ${code}) before listening:\n${output}`));
    });
  });
}

function connect(url: string): Simulator {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    await response.body?.cancel();
  };
  const get = async (path: string): Promise<unknown> => {
    const response = await fetch(`${url}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const none: Record<string, FaultSettings> = Object.fromEntries(SIMULATED_PROVIDERS.map((p) => [p, NO_FAULTS]));
  return {
    url,
    base: {
      ariba: `${url}${SIMULATOR_PREFIXES.ariba}`,
      orbis: `${url}${SIMULATOR_PREFIXES.orbis}`,
      catalyst: `${url}${SIMULATOR_PREFIXES.catalyst}`,
      supplychain: `${url}${SIMULATOR_PREFIXES.supplychain}`,
    },
    setFaults: (update) => post('/__sim/faults', update),
    resetFaults: () => post('/__sim/faults', none),
    revokeAribaTokens: () => post('/__sim/ariba/revoke-tokens', {}),
    resetWorld: () => post('/__sim/reset', {}),
    stats: async () => SimStats.parse(await get('/__sim/stats')),
    companies: async (offset, limit) => SimCompaniesPage.parse(await get(`/__sim/companies?offset=${offset}&limit=${limit}`)),
    suppliers: async (realm, offset, limit) =>
      SimSuppliersPage.parse(await get(`/__sim/suppliers?realm=${encodeURIComponent(realm)}&offset=${offset}&limit=${limit}`)),
    setAribaQuotas: async (quotas) => {
      if (quotas) return post('/__sim/ariba/quotas', quotas);
      const response = await fetch(`${url}/__sim/ariba/quotas`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`/__sim/ariba/quotas answered ${response.status}`);
      await response.body?.cancel();
    },
    setEditing: (realm, smVendorId, editing) => post('/__sim/ariba/editing', { realm, smVendorId, editing }),
    tasks: async (realm, smVendorId) =>
      SimTasksPage.parse(await get(`/__sim/ariba/tasks?realm=${encodeURIComponent(realm)}&smVendorId=${encodeURIComponent(smVendorId)}&limit=1000`)).items,
  };
}

/** The credentials the simulators accept unless told otherwise. */
export const SIM = SIMULATOR_DEFAULTS;
