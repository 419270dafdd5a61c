import { describe, expect, it } from 'vitest';
import {
  addCounts,
  countCheck,
  countPlaywright,
  countVitest,
  failedVitest,
  formatCounts,
  formatDuration,
  formatSlowest,
  formatSuiteLines,
  slowestPlaywrightFiles,
  slowestVitestFiles,
} from './summary.mjs';

const vitestReport = (overrides: object, testResults: object[] = []) => ({
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults,
  ...overrides,
});

describe('vitest failures', () => {
  it('names each failed test with its file and the first line of its message, and a file that failed to load', () => {
    const report = vitestReport({}, [
      {
        name: '/repo/a.test.ts',
        status: 'failed',
        assertionResults: [
          { status: 'passed', fullName: 'fine' },
          { status: 'failed', fullName: 'group › breaks', failureMessages: ['\nAssertionError: expected 1 to be 2\n    at a.test.ts:3'] },
        ],
      },
      { name: '/repo/b.test.ts', status: 'failed', message: 'Cannot find module x', assertionResults: [] },
      { name: '/repo/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'ok' }] },
    ]);
    expect(failedVitest(report)).toEqual([
      '/repo/a.test.ts › group › breaks: AssertionError: expected 1 to be 2',
      '/repo/b.test.ts: Cannot find module x',
    ]);
  });

  it('names nothing without a report', () => {
    expect(failedVitest(null)).toEqual([]);
  });
});

describe('vitest counts', () => {
  it('takes passed, failed and skipped tests from the report', () => {
    const report = vitestReport({ numPassedTests: 40, numFailedTests: 2, numPendingTests: 3, numTodoTests: 1 }, [
      { status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'failed' }] },
    ]);
    expect(countVitest(report, 1)).toEqual({ passed: 40, failed: 2, skipped: 4 });
  });

  it('counts a test file that failed to load as a failure', () => {
    const report = vitestReport({ numPassedTests: 5 }, [
      { status: 'passed', assertionResults: [{ status: 'passed' }] },
      { status: 'failed', assertionResults: [] },
    ]);
    expect(countVitest(report, 1)).toEqual({ passed: 5, failed: 1, skipped: 0 });
  });

  it('counts a failing exit without failed tests (an unhandled error) as one failure', () => {
    expect(countVitest(vitestReport({ numPassedTests: 7 }), 1)).toEqual({ passed: 7, failed: 1, skipped: 0 });
  });

  it('counts a missing report (vitest crashed) as one failure', () => {
    expect(countVitest(null, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});

describe('playwright counts', () => {
  it('counts expected and flaky as passed, unexpected as failed', () => {
    const report = { stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 }, errors: [] };
    expect(countPlaywright(report, 1)).toEqual({ passed: 6, failed: 1, skipped: 2 });
  });

  it('counts an error outside the tests (global setup) as one failure', () => {
    const report = { stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, errors: [{ message: 'boom' }] };
    expect(countPlaywright(report, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('counts a missing report as one failure', () => {
    expect(countPlaywright(null, null)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});

describe('summary line', () => {
  it('sums suites and names skipped tests only when there are some', () => {
    const total = addCounts([countCheck(0), countCheck(2), { passed: 10, failed: 0, skipped: 3 }]);
    expect(formatCounts(total)).toBe('11 passed, 1 failed, 3 skipped');
    expect(formatCounts({ passed: 3, failed: 0, skipped: 0 })).toBe('3 passed, 0 failed');
  });
});

describe('suite times', () => {
  it('prints a duration in whole seconds, with minutes from one minute on', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(41_600)).toBe('42 s');
    expect(formatDuration(59_499)).toBe('59 s');
    expect(formatDuration(59_500)).toBe('1 min 0 s');
    expect(formatDuration(372_000)).toBe('6 min 12 s');
    expect(formatDuration(2_492_000)).toBe('41 min 32 s');
  });

  it('prints each suite with its mark, counts and time, the times in one column, and its note after', () => {
    const lines = formatSuiteLines([
      { name: 'lint', counts: { passed: 1, failed: 0, skipped: 0 }, ms: 31_200 },
      { name: 'vitest', counts: { passed: 1834, failed: 2, skipped: 3 }, ms: 372_000, note: 'timed out' },
      { name: 'dependency audit', counts: { passed: 0, failed: 0, skipped: 1 }, ms: 900 },
    ]);
    expect(lines).toEqual([
      '✓ lint              1 passed, 0 failed                31 s',
      '✗ vitest            1834 passed, 2 failed, 3 skipped  6 min 12 s  (timed out)',
      '– dependency audit  0 passed, 0 failed, 1 skipped     1 s',
    ]);
  });

  it('prints no time for a check that never ran (a missing browser, a wrong argument)', () => {
    expect(formatSuiteLines([{ name: 'chromium', counts: { passed: 0, failed: 1, skipped: 0 }, note: 'missing, nothing was run' }])).toEqual([
      '✗ chromium    0 passed, 1 failed  (missing, nothing was run)',
    ]);
  });
});

describe('slowest files', () => {
  it('ranks the files the file-times reporter wrote by their whole time', () => {
    const times = [
      { file: 'apps/server/src/quick.test.ts', project: 'server', ms: 500, importMs: 400, testsMs: 100, tests: 1, state: 'passed' },
      { file: 'apps/server/src/slow.test.ts', project: 'server', ms: 90_000, importMs: 2_000, testsMs: 88_000, tests: 2, state: 'passed' },
      { file: 'apps/web/src/middle.test.tsx', project: 'web', ms: 10_000, importMs: 3_000, testsMs: 7_000, tests: 1, state: 'failed' },
    ];
    expect(slowestVitestFiles(times, 2)).toEqual([
      { file: 'apps/server/src/slow.test.ts', ms: 90_000, tests: 2 },
      { file: 'apps/web/src/middle.test.tsx', ms: 10_000, tests: 1 },
    ]);
    expect(slowestVitestFiles(null)).toEqual([]);
  });

  it('ranks the spec files of a playwright report by the time of every attempt of their tests', () => {
    const attempt = (duration: number) => ({ duration });
    const report = {
      suites: [
        {
          file: 'users/list.spec.ts',
          specs: [{ file: 'users/list.spec.ts', tests: [{ results: [attempt(4_000)] }] }],
          suites: [{ file: 'users/list.spec.ts', specs: [{ file: 'users/list.spec.ts', tests: [{ results: [attempt(1_000), attempt(2_000)] }] }] }],
        },
        { file: 'apps/edit.spec.ts', specs: [{ file: 'apps/edit.spec.ts', tests: [{ results: [attempt(9_000)] }] }] },
      ],
    };
    expect(slowestPlaywrightFiles(report)).toEqual([
      { file: 'apps/edit.spec.ts', ms: 9_000, tests: 1 },
      { file: 'users/list.spec.ts', ms: 7_000, tests: 2 },
    ]);
    expect(formatSlowest(slowestPlaywrightFiles(report))).toEqual(['         9 s  apps/edit.spec.ts  (1 test)', '         7 s  users/list.spec.ts  (2 tests)']);
    expect(slowestPlaywrightFiles(null)).toEqual([]);
  });
});
