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

/** A duration as the summary prints it: `42 s`, `6 min 12 s` (whole seconds, rounded). */
export function formatDuration(ms) {
  const seconds = Math.round(Math.max(0, ms) / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * One line per suite: its mark (✓ passed, ✗ failed, – only skipped), name, counts, how long it
 * took (when it ran) and why it ended early if it did. Names and counts are padded so the times
 * line up.
 */
/** @param {{ name: string, counts: { passed: number, failed: number, skipped: number }, ms?: number, note?: string }[]} suites */
export function formatSuiteLines(suites) {
  const nameWidth = Math.max(10, ...suites.map((s) => s.name.length));
  const countsWidth = Math.max(0, ...suites.map((s) => formatCounts(s.counts).length));
  return suites.map((s) => {
    const mark = s.counts.failed > 0 ? '✗' : s.counts.passed === 0 && s.counts.skipped > 0 ? '–' : '✓';
    const counts = formatCounts(s.counts);
    const outcome = s.ms === undefined ? counts : `${counts.padEnd(countsWidth)}  ${formatDuration(s.ms)}`;
    const note = s.note ? `  (${s.note})` : '';
    return `${mark} ${s.name.padEnd(nameWidth)}  ${outcome}${note}`;
  });
}

/**
 * The test files that took longest, slowest first, from the file-times reporter's list
 * (file-times-reporter.mjs): each file's own time, imports and hooks included. Files run side by
 * side, so their times add up to more than the run.
 */
export function slowestVitestFiles(times, count = 10) {
  if (!Array.isArray(times)) return [];
  return [...times].sort((a, b) => b.ms - a.ms).slice(0, count).map(({ file, ms, tests }) => ({ file, ms, tests }));
}

/** The spec files of a Playwright JSON report by the summed time of their tests' attempts, slowest first. */
export function slowestPlaywrightFiles(report, count = 10) {
  if (!report) return [];
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = spec.file ?? suite.file;
      const entry = byFile.get(file) ?? { file, ms: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        entry.tests += 1;
        for (const result of test.results ?? []) entry.ms += result.duration ?? 0;
      }
      byFile.set(file, entry);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...byFile.values()].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** Lines naming the slowest files, for under a suite's own output. */
export function formatSlowest(files) {
  return files.map(({ file, ms, tests }) => `  ${formatDuration(ms).padStart(10)}  ${file}  (${tests} test${tests === 1 ? '' : 's'})`);
}
