// `npm test`: every suite of the project, then one line `N passed, N failed` summed over all of them.
// `npm test -- lint types` runs only the named suites (lint, types, audit, unit, browser).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { auditDependencies } from './lib/audit.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { runCommand } from './lib/processes.mjs';
import { ROOT } from './lib/stack.mjs';
import {
  addCounts,
  countCheck,
  countPlaywright,
  countVitest,
  EMPTY,
  failedVitest,
  formatCounts,
  formatDuration,
  formatSlowest,
  formatSuiteLines,
  slowestPlaywrightFiles,
  slowestVitestFiles,
} from './lib/summary.mjs';

const REPORTS = join(ROOT, '.reports');
const MINUTE = 60_000;
const started = performance.now();
/** @type {{ name: string, counts: typeof EMPTY, ms?: number, note?: string }[]} */
const suites = [];
/** The failed tests by name, printed again under the summary. */
const failures = [];
let interrupted = false;
process.on('SIGINT', () => (interrupted = true));
process.on('SIGTERM', () => (interrupted = true));

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
/** Runs a tool from node_modules on this Node (24), whatever `node` the PATH offers. */
const runTool = (name, args, options) => runCommand(process.execPath, [bin(name), ...args], { cwd: ROOT, ...options });

function heading(text) {
  console.log(`\n━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function note(result) {
  if (result.timedOut) return 'timed out';
  if (result.error) return `could not start: ${result.error.message}`;
  if (result.signal) return `ended by ${result.signal}`;
  return undefined;
}

/** Records a suite's outcome; `began` is `performance.now()` as it started, for its duration. */
function record(name, counts, extra, began) {
  suites.push({ name, counts, note: extra, ...(began === undefined ? {} : { ms: performance.now() - began }) });
}

/** The slowest files of a suite's report, printed under its output. */
function printSlowest(files) {
  if (files.length === 0) return;
  console.log('\nslowest files:');
  for (const line of formatSlowest(files)) console.log(line);
}

function workspacesWith(file) {
  const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return [...workspaces, 'scripts'].filter((folder) => existsSync(join(ROOT, folder, file)));
}

async function lint() {
  heading('lint (eslint)');
  const began = performance.now();
  const result = await runTool('eslint', ['.'], { timeoutMs: 5 * MINUTE });
  record('lint', countCheck(result.code), note(result), began);
}

async function typecheck() {
  for (const folder of workspacesWith('tsconfig.json')) {
    if (interrupted) return;
    heading(`type check ${folder}`);
    const began = performance.now();
    const result = await runTool('tsc', ['-p', join(folder, 'tsconfig.json')], { timeoutMs: 5 * MINUTE });
    if (result.code === 0) console.log('no type errors');
    record(`types ${folder}`, countCheck(result.code), note(result), began);
  }
}

/** Known high or critical advisories in the installed dependencies; skipped when the registry gives none. */
async function audit() {
  heading('dependency advisories (npm audit)');
  const began = performance.now();
  const verdict = await auditDependencies({ cwd: ROOT });
  for (const line of verdict.lines) console.log(line);
  const counts = { passed: { ...EMPTY, passed: 1 }, failed: { ...EMPTY, failed: 1 }, skipped: { ...EMPTY, skipped: 1 } }[verdict.outcome];
  record('dependency audit', counts, verdict.note, began);
}

async function unit() {
  heading('unit and integration tests (vitest)');
  const file = join(REPORTS, 'vitest.json');
  const timesFile = join(REPORTS, 'vitest-files.json');
  rmSync(file, { force: true });
  rmSync(timesFile, { force: true });
  const began = performance.now();
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`, '--reporter=./scripts/lib/file-times-reporter.mjs'];
  const result = await runTool('vitest', ['run', ...reporters], {
    env: { VITEST_FILE_TIMES: timesFile },
    // A machine busy with other work takes several times as long as a quiet one: the limit
    // catches a hung run, not a slow one.
    timeoutMs: 40 * MINUTE,
  });
  const report = readJson(file);
  failures.push(...failedVitest(report).map((line) => `vitest: ${line.replace(`${ROOT}/`, '')}`));
  record('vitest', countVitest(report, result.code), note(result), began);
  printSlowest(slowestVitestFiles(readJson(timesFile)));
}

async function browser() {
  heading('console build (vite)');
  const buildBegan = performance.now();
  const build = await runCommand('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, timeoutMs: 10 * MINUTE });
  record('console build', countCheck(build.code), note(build), buildBegan);
  if (build.code !== 0) {
    record('browser tests', { ...EMPTY, failed: 1 }, 'not run: the console did not build');
    return;
  }
  if (interrupted) return;
  heading('browser tests (playwright, chromium)');
  const file = join(REPORTS, 'e2e.json');
  rmSync(file, { force: true });
  const began = performance.now();
  const result = await runTool('playwright', ['test', '-c', 'e2e/playwright.config.ts'], {
    env: { E2E_JSON_REPORT: file },
    // 68 browser tests take about 7 minutes on two quiet cores and three times as long on a loaded
    // CI machine; the limit catches a hung run, not a slow one.
    timeoutMs: 35 * MINUTE,
  });
  const report = readJson(file);
  record('browser tests', countPlaywright(report, result.code), note(result), began);
  printSlowest(slowestPlaywrightFiles(report));
}

function printSummary() {
  const total = addCounts(suites.map((s) => s.counts));
  if (interrupted) total.failed += 1;
  heading('summary');
  for (const line of formatSuiteLines(suites)) console.log(line);
  if (interrupted) console.log('✗ interrupted before every suite ran');
  for (const line of failures.slice(0, 20)) console.log(`  ✗ ${line.slice(0, 300)}`);
  console.log(`time: ${formatDuration(performance.now() - started)}; reports in .reports/`);
  console.log(formatCounts(total));
  return total;
}

async function main() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(`Node ${process.versions.node} found; the project needs Node 24. Run the tests with: npm test`);
    record('node version', { ...EMPTY, failed: 1 }, `node ${process.versions.node}`);
    return printSummary();
  }
  const all = { lint, types: typecheck, audit, unit, browser };
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in all));
  if (unknown.length > 0) {
    console.error(`Unknown suite ${unknown.join(', ')}; choose from ${Object.keys(all).join(', ')}`);
    record('arguments', { ...EMPTY, failed: 1 });
    return printSummary();
  }
  const chosen = asked.length > 0 ? asked : Object.keys(all);
  mkdirSync(REPORTS, { recursive: true });

  if (chosen.includes('browser')) {
    const chromiumProblem = await ensureChromium();
    if (chromiumProblem) {
      console.error(`\n${chromiumProblem}\n`);
      record('chromium', { ...EMPTY, failed: 1 }, 'missing, nothing was run');
      return printSummary();
    }
  }
  for (const name of chosen) {
    if (interrupted) break;
    await all[name]();
  }
  return printSummary();
}

const total = await main();
process.exitCode = total.failed > 0 ? 1 : 0;
