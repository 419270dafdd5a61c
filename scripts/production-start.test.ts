import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { watch } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleApp } from './lib/bundle.mjs';
import { freePort, startChild, stopChild, waitForReady, type Child } from './lib/processes.mjs';

/**
 * The production start (`npm run start:prod` = `node [flags] apps/server/dist/main.js`): the compiled
 * server alone, in a copy of the repository holding only the package files and the build, with
 * the production dependency set (`npm ci --omit=dev`), on a fresh embedded database, serves the
 * console, the API and sign-in, and runs JavaScript only (no tsx, no TypeScript file).
 */
const ROOT = join(import.meta.dirname, '..');
const CONSOLE_MARK = 'production-start-test console';
const PROBE = join(import.meta.dirname, 'lib', 'module-probe.mjs');
/** Tools of development and tests: none of them may come with the production dependencies. */
const DEV_TOOLS = ['tsx', 'esbuild', 'vite', 'vitest', 'drizzle-kit', 'eslint', '@playwright/test', 'node'];
/**
 * Node 24 for npm and the server: a production machine has it on its PATH, while here npm scripts
 * get it from the pinned `node` dev dependency, which `--omit=dev` leaves out.
 */
const PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;

/** What `npm run start:prod` runs, read from the root package.json: it must be `node [--flags] <file>`. */
function productionStart(): { flags: string[]; file: string } {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [command, ...args] = (scripts['start:prod'] ?? '').split(' ');
  const flags = args.slice(0, -1);
  expect({ command, notFlags: flags.filter((flag) => !flag.startsWith('--')) }).toEqual({ command: 'node', notFlags: [] });
  return { flags, file: args.at(-1) as string };
}

const productionEntry = () => productionStart().file;

/** What a production machine holds of the repository: the package files, the lock file and the server's build. */
function copyForProduction(target: string) {
  const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  for (const file of ['package.json', 'package-lock.json', ...workspaces.map((folder) => join(folder, 'package.json'))]) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(ROOT, file), join(target, file));
  }
  cpSync(join(ROOT, 'apps/server/dist'), join(target, 'apps/server/dist'), { recursive: true });
}

/** `npm ci --omit=dev` from the npm cache `npm ci` filled on this machine: no network in a test. */
async function installProductionDependencies(cwd: string) {
  const install = startChild('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], {
    cwd,
    env: { PATH, NODE_OPTIONS: undefined },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  installing = install;
  const { code } = await install.exited;
  expect(code, 'npm ci --omit=dev --offline (a package missing from the npm cache: run npm ci first)').toBe(0);
}

interface ProbeReport {
  argv: string[];
  code: number;
  execArgv: string[];
  nodeOptions: string;
  loaded: string[];
}

let temp: string;
let app: string;
let installing: Child | undefined;
let server: Child;
let baseUrl: string;

beforeAll(async () => {
  // The same build `npm run build` makes; a few seconds, so the test never runs a stale one.
  expect(await bundleApp('apps/server')).toBe(join(ROOT, productionEntry()));
  temp = mkdtempSync(join(tmpdir(), 'production-start-'));
  app = join(temp, 'app');
  copyForProduction(app);
  await installProductionDependencies(app);
  // A stand-in for the built console (building the real one takes a minute; the browser suite does).
  mkdirSync(join(temp, 'console'));
  writeFileSync(join(temp, 'console', 'index.html'), `<!doctype html><html><head></head><body>${CONSOLE_MARK}</body></html>`);
  mkdirSync(join(temp, 'probes'));
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  server = startChild('npm', ['run', 'start:prod'], {
    cwd: app,
    env: {
      PATH,
      PORT: String(port),
      DATA_DIR: join(temp, 'data'),
      WEB_DIST: join(temp, 'console'),
      // The probe goes into npm and the server alike; each writes its own report.
      NODE_OPTIONS: `--import=${PROBE}`,
      MODULE_PROBE_DIR: join(temp, 'probes'),
      LOG_LEVEL: 'warn',
      // Nothing from the test runner's own environment that could change the start.
      DATABASE_URL: undefined,
      SEED_DEMO: undefined,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(`${baseUrl}/api/ready`, { child: server, timeoutMs: 90_000 });
}, 300_000);

// The server's clean stop (its report written on exit) takes seconds on a busy machine.
afterAll(async () => {
  try {
    if (installing) await stopChild(installing);
    if (server) await stopServer();
  } finally {
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}, 60_000);

/** The probe's report of the process that ran the production entry (npm writes one too), once written. */
function serverReport(): ProbeReport | undefined {
  const dir = join(temp, 'probes');
  const reports = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ProbeReport);
  const [report, ...others] = reports.filter(({ argv }) => argv[1] === join(app, productionEntry()));
  expect(others).toEqual([]);
  return report;
}

/**
 * Stops npm, its shell and the server (one process group) and resolves with the server's report.
 * npm leaves at once, the server after its shutdown: its report, written as it exits, says when.
 */
async function stopServer(): Promise<ProbeReport> {
  const gaveUp = AbortSignal.timeout(30_000);
  const changes = watch(join(temp, 'probes'), { signal: gaveUp })[Symbol.asyncIterator]();
  await stopChild(server);
  try {
    for (let report = serverReport(); ; report = serverReport()) {
      if (report) return report;
      await changes.next();
    }
  } catch (error) {
    throw gaveUp.aborted ? new Error('the server wrote no report within 30 s of SIGTERM: it did not exit cleanly') : error;
  } finally {
    await changes.return?.();
  }
}

describe('the compiled server started alone', () => {
  it('serves the built console under /admin', async () => {
    const response = await fetch(`${baseUrl}/admin`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(CONSOLE_MARK);
  });

  it('answers health, readiness and the OpenID configuration', async () => {
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/ready`)).status).toBe(200);
    const discovery = await fetch(`${baseUrl}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toMatch(/\/oidc$/);
  });

  it('keeps its data directory to its own user: directories 700, files 600', () => {
    const dataDir = join(temp, 'data');
    const paths = [dataDir, ...readdirSync(dataDir, { recursive: true }).map((name) => join(dataDir, String(name)))];
    const modes = paths.flatMap((path) => {
      const stats = lstatSync(path, { throwIfNoEntry: false }); // the running database may drop a file meanwhile
      return stats ? [{ path, kind: stats.isDirectory() ? 'dir' : 'file', mode: stats.mode & 0o777 }] : [];
    });
    expect(modes.length).toBeGreaterThan(100);
    expect(modes.filter(({ kind, mode }) => mode !== (kind === 'dir' ? 0o700 : 0o600))).toEqual([]);
  });

  it('was installed without the development tools', () => {
    expect(existsSync(join(app, 'node_modules', 'fastify')), 'a production dependency').toBe(true);
    expect(DEV_TOOLS.filter((name) => existsSync(join(app, 'node_modules', name)))).toEqual([]);
  });

  it('ran JavaScript only, from the production copy: no tsx, no TypeScript file', async () => {
    const report = await stopServer();
    expect(report.code).toBe(0);
    // The probe saw the bundle and the packages it leaves outside, so an empty list cannot pass.
    expect(report.loaded).toContain(pathToFileURL(join(app, productionEntry())).href);
    expect(report.loaded.some((url) => url.includes('/node_modules/@electric-sql/pglite/'))).toBe(true);
    const files = report.loaded.filter((url) => url.startsWith('file:'));
    expect(files.filter((url) => !url.startsWith(pathToFileURL(app).href))).toEqual([]);
    expect(report.execArgv.join(' ')).not.toMatch(/tsx/);
    // The production start's Node flags (its memory bound, docs/decisions/032) reached the server.
    expect(report.execArgv).toEqual(expect.arrayContaining(productionStart().flags));
    expect(report.nodeOptions).not.toMatch(/tsx/);
    expect(report.loaded.filter((url) => /\/node_modules\/tsx\/|\.[cm]?tsx?$/.test(url))).toEqual([]);
  });
});
