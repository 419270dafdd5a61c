import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleApp } from './lib/bundle.mjs';
import { freePort, startChild, stopChild, waitForReady, type Child } from './lib/processes.mjs';

/**
 * The production start (`npm run start:prod` = `node apps/server/dist/main.js`): the compiled
 * server alone, on a fresh embedded database, serves the console, the API and sign-in, and runs
 * JavaScript only (no tsx, no TypeScript file).
 */
const ROOT = join(import.meta.dirname, '..');
const CONSOLE_MARK = 'production-start-test console';
const PROBE = join(import.meta.dirname, 'lib', 'module-probe.mjs');

/** The file `npm run start:prod` runs, read from the root package.json: it must be `node <file>`. */
function productionEntry(): string {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [command, file, ...rest] = (scripts['start:prod'] ?? '').split(' ');
  expect({ command, rest }).toEqual({ command: 'node', rest: [] });
  return join(ROOT, file as string);
}

interface ProbeReport {
  execArgv: string[];
  nodeOptions: string;
  loaded: string[];
}

let temp: string;
let server: Child;
let baseUrl: string;

beforeAll(async () => {
  // The same build `npm run build` makes; a few seconds, so the test never runs a stale one.
  const main = productionEntry();
  expect(await bundleApp('apps/server')).toBe(main);
  temp = mkdtempSync(join(tmpdir(), 'production-start-'));
  // A stand-in for the built console (building the real one takes a minute; the browser suite does).
  writeFileSync(join(temp, 'index.html'), `<!doctype html><html><head></head><body>${CONSOLE_MARK}</body></html>`);
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  server = startChild(process.execPath, ['--import', PROBE, main], {
    env: {
      PORT: String(port),
      DATA_DIR: join(temp, 'data'),
      WEB_DIST: temp,
      MODULE_PROBE_FILE: join(temp, 'modules.json'),
      LOG_LEVEL: 'warn',
      // Nothing from the test runner's own environment that could load tsx or change the start.
      NODE_OPTIONS: undefined,
      DATABASE_URL: undefined,
      SEED_DEMO: undefined,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(`${baseUrl}/api/ready`, { child: server, timeoutMs: 90_000 });
}, 180_000);

afterAll(async () => {
  if (server) await stopChild(server);
  if (temp) rmSync(temp, { recursive: true, force: true });
});

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

  it('ran JavaScript only: no tsx, no TypeScript file', async () => {
    expect((await stopChild(server)).code).toBe(0);
    const report = JSON.parse(readFileSync(join(temp, 'modules.json'), 'utf8')) as ProbeReport;
    // The probe saw the bundle and the packages it leaves outside, so an empty list cannot pass.
    expect(report.loaded).toContain(pathToFileURL(productionEntry()).href);
    expect(report.loaded.some((url) => url.includes('/node_modules/@electric-sql/pglite/'))).toBe(true);
    expect(report.execArgv.join(' ')).not.toMatch(/tsx/);
    expect(report.nodeOptions).not.toMatch(/tsx/);
    expect(report.loaded.filter((url) => /\/node_modules\/tsx\/|\.[cm]?tsx?$/.test(url))).toEqual([]);
  });
});
