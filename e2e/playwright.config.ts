import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { DEADLINE, TEST_TIMEOUT } from './support/deadlines.ts';

const reports = resolve(import.meta.dirname, '..', '.reports');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: TEST_TIMEOUT.default,
  // What a test expects of a screen may wait as long as reaching a page: on a machine three times
  // slower, a screen's data and code arrive in seconds, not the ten Playwright gives by default.
  expect: { timeout: DEADLINE.page },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? resolve(reports, 'e2e.json') }]],
  outputDir: resolve(reports, 'e2e-artifacts'),
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'en-GB',
    // As a person who asked for less motion: screens are still at once, so each axe scan waits
    // for no transition (the console's theme leaves them out; see apps/web/src/app/theme.ts).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
