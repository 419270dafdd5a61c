import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED } from '../vitest.config.ts';

const WEB = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(WEB, path)] : [];
  });
}

/**
 * A file that replaces or reloads modules, run in the shared module registry, would leave its
 * replacement to the files after it, or find theirs: the list of isolated files must follow the
 * files when they move.
 */
describe('the isolated test files', () => {
  it('name files that exist', () => {
    expect(ISOLATED.filter((file) => !existsSync(join(WEB, file)))).toEqual([]);
  });

  it('hold every file that replaces or reloads modules', () => {
    const replacing = testFiles(join(WEB, 'src')).filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(join(WEB, file), 'utf8')));
    expect(replacing.filter((file) => !ISOLATED.includes(file))).toEqual([]);
  });
});
