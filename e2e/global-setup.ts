import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../scripts/lib/processes.mjs';
import { ROOT, startStack } from '../scripts/lib/stack.mjs';
import { demoStackEnv } from './support/stack.ts';

/**
 * Starts the simulators and the server on free ports with a fresh embedded database, the known
 * first super administrator and the built console; returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // WEB_DIST lets a run test a console built elsewhere (`vite build --outDir`); the server reads it too.
  const webDist = process.env.WEB_DIST ?? join(ROOT, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`The console is not built in ${webDist}: run npm run build -w apps/web (npm test does it)`);
  }
  const reports = resolve(ROOT, '.reports');
  mkdirSync(reports, { recursive: true });
  // E2E_STACK_LOG keeps the log of one run apart when several runs share the checkout.
  const logFile = process.env.E2E_STACK_LOG ?? join(reports, 'e2e-stack.log');
  const log = openSync(logFile, 'w');
  const dataDir = mkdtempSync(join(tmpdir(), 'connector-e2e-'));

  let stack;
  try {
    stack = await startStack({
      port: await freePort(),
      simPort: await freePort(),
      stdio: ['ignore', log, log],
      env: {
        // The browser tests use the demo application wired to the simulators, as `npm start` does.
        ...demoStackEnv(dataDir),
        // Orbis adds an own-entity company after 5 s: the request shows Pending for a while even on a
        // loaded machine, and the connector's second check (6 s after the request) links it.
        SIM_OWN_ENTITY_DELAY_MS: '5000',
        // An assessment is scored 4 s after it starts: long enough to see `...` on a loaded machine.
        SIM_ASSESSMENT_DURATION_MS: '4000',
        // No scheduled syncs: every run is one a test starts (Sync now, or the API). The schedule would
        // start a full pull and match of the demo application and of every application a spec leaves
        // unsynced every five minutes; runs go through one worker, so a test's run would wait behind
        // them for as long as the machine is slow, and the server under test would be busy with them.
        SUPPLIER_SYNC_MINUTES: '0',
      },
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The server did not start (see ${logFile}): ${(error as Error).message}`);
  }
  process.env.E2E_SERVER_PORT = new URL(stack.serverUrl).port;
  process.env.E2E_SIMULATOR_URL = stack.simulatorUrl;

  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
