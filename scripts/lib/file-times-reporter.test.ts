import { describe, expect, it } from 'vitest';
import { fileTimes } from './file-times-reporter.mjs';

/** What vitest hands a reporter for one test file, reduced to what the reporter reads. */
const testModule = (diagnostic: object, tests = 3) => ({
  moduleId: '/repo/apps/server/src/jobs/queue.test.ts',
  project: { name: 'server' },
  state: () => 'passed',
  children: { allTests: () => Array.from({ length: tests }, () => ({}))[Symbol.iterator]() },
  diagnostic: () => ({ environmentSetupDuration: 40, prepareDuration: 60, setupDuration: 0, collectDuration: 1_900.4, duration: 12_000, ...diagnostic }),
});

describe('file times', () => {
  it('counts the start, the imports, the hooks and the tests of a file, relative to the root', () => {
    expect(fileTimes(testModule({}), '/repo')).toEqual({
      file: 'apps/server/src/jobs/queue.test.ts',
      project: 'server',
      ms: 14_000,
      importMs: 2_000,
      testsMs: 12_000,
      tests: 3,
      state: 'passed',
    });
  });
});
