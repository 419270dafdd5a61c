// A vitest reporter that writes how long each test file took, everything included: starting its
// environment, importing the file and its modules, its hooks and its tests. Vitest's JSON report
// times a file from its first test to its last, which leaves out the imports and the first
// `beforeAll` (a database, a server, a simulator), often most of a server file's time.
//   vitest run --reporter=./scripts/lib/file-times-reporter.mjs   (writes $VITEST_FILE_TIMES)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** One file's times in milliseconds, from vitest's diagnostic of a test module. */
export function fileTimes(testModule, root) {
  const d = testModule.diagnostic();
  const startup = d.environmentSetupDuration + d.prepareDuration + d.setupDuration;
  return {
    file: relative(root, testModule.moduleId),
    project: testModule.project.name,
    ms: Math.round(startup + d.collectDuration + d.duration),
    importMs: Math.round(startup + d.collectDuration),
    testsMs: Math.round(d.duration),
    tests: [...testModule.children.allTests()].length,
    state: testModule.state(),
  };
}

export default class FileTimesReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const file = process.env.VITEST_FILE_TIMES;
    if (!file) return;
    const times = testModules.map((m) => fileTimes(m, this.root)).sort((a, b) => b.ms - a.ms);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(times, null, 1)}\n`);
  }
}
