/**
 * Counting for the final `N passed, N failed` line. Each suite's outcome is a count of passed,
 * failed and skipped tests; a suite that crashed or ended badly without a failing test counts as
 * one failure, so nothing can vanish from the total.
 */

export const EMPTY = Object.freeze({ passed: 0, failed: 0, skipped: 0 });

/** Counts from a vitest JSON report (`--reporter=json`); `exitCode` is vitest's own. */
export function countVitest(report, exitCode) {
  if (!report) return { ...EMPTY, failed: 1 };
  // A file that fails to load has no assertion results but is itself a failure.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  return endedBadly(counts, exitCode);
}

/**
 * The failed tests of a vitest JSON report, one line each: file, test name and the first line of
 * its first message; a file that failed to load is named with its own message. Printed beside the
 * summary, where the end of a long log still shows them.
 */
export function failedVitest(report) {
  if (!report) return [];
  const firstLine = (text) => String(text ?? '').split('\n').find((line) => line.trim() !== '')?.trim() ?? '';
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) return [`${file.name}: ${firstLine(file.message)}`];
    return failed.map((a) => `${file.name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  });
}

/** Counts from a Playwright JSON report; errors outside tests (global setup) are failures. */
export function countPlaywright(report, exitCode) {
  if (!report) return { ...EMPTY, failed: 1 };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  const outsideTests = unexpected === 0 && (report.errors?.length ?? 0) > 0 ? 1 : 0;
  return endedBadly({ passed: expected + flaky, failed: unexpected + outsideTests, skipped }, exitCode);
}

/** A single-check suite (lint, one type check, a build): one passed or one failed. */
export function countCheck(exitCode) {
  return exitCode === 0 ? { ...EMPTY, passed: 1 } : { ...EMPTY, failed: 1 };
}

/** A non-zero exit with no failure counted (unhandled error, crash, timeout) is one failure. */
function endedBadly(counts, exitCode) {
  if (exitCode !== 0 && counts.failed === 0) return { ...counts, failed: 1 };
  return counts;
}

export function addCounts(list) {
  return list.reduce(
    (sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }),
    { ...EMPTY },
  );
}

export function formatCounts({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}
