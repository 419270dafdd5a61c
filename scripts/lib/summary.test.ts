import { describe, expect, it } from 'vitest';
import { addCounts, countCheck, countPlaywright, countVitest, failedVitest, formatCounts } from './summary.mjs';

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
