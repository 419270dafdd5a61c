import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { freePort } from '../../scripts/lib/processes.mjs';
import { ROOT, startStack } from '../../scripts/lib/stack.mjs';
import { assertAccessible } from '../support/accessibility.ts';
import { assertSelectedApplication, chooseApplication } from '../support/applications.ts';
import { DEADLINE, TEST_TIMEOUT } from '../support/deadlines.ts';
import { assertInConsole, clickSignIn, fillCredentials } from '../support/sign-in.ts';
import { ADMIN, demoStackEnv } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

/**
 * A newcomer's first look (docs/decisions/017): on a fresh `npm start` the demo application's
 * first sync starts with the server, so Connected Suppliers shows suppliers, or the sync bringing
 * them, within a minute of the server being ready; then the suppliers come without a reload.
 * The shared stack of the other specs syncs only on demand, so this spec starts a server of its
 * own: fresh embedded database, the demo application, the schedule on as `npm start` has it.
 */
test.describe.configure({ timeout: TEST_TIMEOUT.withSync });

/** What the issue promises a newcomer: something to see within a minute of the server being ready. */
const FIRST_LOOK_MS = 60_000;
const DEMO_APP = 'Demo';

interface FreshServer {
  url: string;
  /** When the server answered ready. */
  readyAt: number;
  stop(): Promise<void>;
}

/** The simulators and a server on a fresh data directory, as a first `npm start` has them. */
async function startFreshServer(): Promise<FreshServer> {
  const reports = resolve(ROOT, '.reports');
  mkdirSync(reports, { recursive: true });
  const log = openSync(join(reports, 'e2e-first-start.log'), 'w');
  const dataDir = mkdtempSync(join(tmpdir(), 'connector-e2e-first-'));
  try {
    const stack = await startStack({
      port: await freePort(),
      simPort: await freePort(),
      stdio: ['ignore', log, log],
      env: {
        ...demoStackEnv(dataDir),
        // The default schedule of `npm start` (once an hour), not the shared stack's "on demand only".
        SUPPLIER_SYNC_MINUTES: '60',
      },
    });
    return {
      url: stack.serverUrl,
      readyAt: Date.now(),
      async stop() {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function signInOn(page: Page, server: FreshServer): Promise<void> {
  await page.goto(`${server.url}/admin`);
  await fillCredentials(page, ADMIN, { audit: false });
  await clickSignIn(page);
  await assertInConsole(page, { audit: false });
}

async function goToConnectedOn(page: Page, server: FreshServer): Promise<Locator> {
  await page.goto(`${server.url}/admin/searchConnectedSuppliers`);
  const table = page.getByRole('table', { name: 'Connected suppliers' });
  await expect(table).toBeVisible();
  return table;
}

/** A connected supplier's row, by the link every row has. */
const connectedRows = (table: Locator) => table.getByRole('link', { name: /Supplier Orbis Enhancement Details/ });
const syncProgress = (table: Locator) => table.getByRole('region', { name: 'Sync in progress' });

let server: FreshServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFreshServer();
});

test.afterAll(async () => {
  await server?.stop();
});

test('a fresh start shows the demo application’s suppliers, or the sync bringing them, within a minute of being ready', async ({ page }) => {
  if (!server) throw new Error('the fresh server did not start');
  await signInOn(page, server);
  await chooseApplication(page, DEMO_APP);
  await assertSelectedApplication(page, DEMO_APP);
  const table = await goToConnectedOn(page, server);

  const firstLook = connectedRows(table).or(syncProgress(table)).first();
  const left = server.readyAt + FIRST_LOOK_MS - Date.now();
  await expect(firstLook, `suppliers or the sync's progress within ${FIRST_LOOK_MS / 1000} s of the server being ready`).toBeVisible({
    // At least a moment: a timeout of 0 would mean none at all.
    timeout: Math.max(left, 1),
  });
  const seen = (await syncProgress(table).isVisible()) ? 'the sync’s progress' : 'connected suppliers';
  test.info().annotations.push({ type: 'first look', description: `${seen}, ${((Date.now() - server.readyAt) / 1000).toFixed(1)} s after the server was ready` });
  await assertAccessible(page, 'Connected Suppliers on a first start');

  // The list fills itself as the run links suppliers: no reload of the page is needed.
  let loads = 0;
  page.on('load', () => (loads += 1));
  await expect(connectedRows(table).first(), 'the first connected suppliers, as the sync links them').toBeVisible({ timeout: DEADLINE.sync });
  expect(loads).toBe(0);
});
