import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** Rule ids reported for `code` as if it were the file at `filePath` (relative to the root). */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', () => {
  it('reports the console importing the server, by path or by package name', async () => {
    const found = await problems(
      'apps/web/src/app/router.tsx',
      "import { buildApp } from '../../../server/src/app.ts';\nimport { seed } from '@connector/server';\nexport const x = [buildApp, seed];\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^architecture\/boundaries: apps\/web must not import apps\/server/),
      expect.stringMatching(/^architecture\/boundaries: apps\/web must not import apps\/server/),
    ]);
  });

  it('reports the server importing the console or the simulators', async () => {
    const found = await problems(
      'apps/server/src/app.ts',
      "import { a } from '../../web/src/main.tsx';\nimport { b } from '../../simulators/src/app.ts';\nexport const x = [a, b];\n",
    );
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toContain('apps/server must not import apps/web');
    expect(found.join('\n')).toContain('apps/server must not import apps/simulators');
  });

  it('reports the simulators importing the server', async () => {
    const found = await problems('apps/simulators/src/app.ts', "export { x } from '@connector/server';\n");
    expect(found).toEqual([expect.stringContaining('apps/simulators must not import apps/server')]);
  });

  it('lets every app import the contracts', async () => {
    for (const file of ['apps/web/src/lib/a.ts', 'apps/server/src/a.ts', 'apps/simulators/src/a.ts']) {
      expect(await problems(file, "import { endpoints } from '@connector/contracts';\nexport const x = endpoints;\n")).toEqual([]);
    }
  });

  it('reports a feature reaching into another feature, and accepts its index.ts', async () => {
    const file = 'apps/web/src/features/tenants/components/tenant-form.tsx';
    expect(await problems(file, "import { useUsers } from '../../users/api/list-users.ts';\nexport const x = useUsers;\n")).toEqual([
      expect.stringContaining("Import feature 'users' through its index.ts"),
    ]);
    expect(await problems(file, "import { useUsers } from '../../users/index.ts';\nexport const x = useUsers;\n")).toEqual([]);
    expect(await problems(file, "import { useTenant } from '../api/get-tenant.ts';\nexport const x = useTenant;\n")).toEqual([]);
  });

  it('reports the shell reaching into a feature', async () => {
    expect(
      await problems('apps/web/src/app/routes.tsx', "import { Screen } from '../features/roles/components/list.tsx';\nexport const x = Screen;\n"),
    ).toEqual([expect.stringContaining("Import feature 'roles' through its index.ts")]);
  });

  it('reports a server module reaching into another module, and accepts its index.ts', async () => {
    const file = 'apps/server/src/modules/users/service.ts';
    expect(await problems(file, "import { repo } from '../roles/repository.ts';\nexport const x = repo;\n")).toEqual([
      expect.stringContaining("Import module 'roles' through its index.ts"),
    ]);
    expect(await problems(file, "import { roles } from '../roles/index.ts';\nexport const x = roles;\n")).toEqual([]);
    expect(await problems(file, "import { repo } from './repository.ts';\nexport const x = repo;\n")).toEqual([]);
  });

  it('keeps outside calls in the server providers', async () => {
    const code = "import { request } from 'node:https';\nexport const x = [request, fetch];\n";
    const outside = await problems('apps/server/src/modules/tenants/service.ts', code);
    expect(outside).toHaveLength(2);
    expect(outside.join('\n')).toMatch(/no-restricted-imports/);
    expect(outside.join('\n')).toMatch(/no-restricted-globals/);
    expect(await problems('apps/server/src/providers/orbis/client.ts', code)).toEqual([]);
  });

  it('reports the contracts importing an app', async () => {
    expect(await problems('packages/contracts/src/a.ts', "export * from '../../../apps/server/src/config.ts';\n")).toEqual([
      expect.stringContaining('packages/contracts must not import apps/server'),
    ]);
  });
});

describe('import cycles', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lint-cycle-'));
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = (): unknown => b;\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = (): unknown => a;\n");
    writeFileSync(join(dir, 'c.ts'), "import { b } from './b.ts';\nexport const c = (): unknown => b;\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports both ends of a cycle and nothing for a file outside it', async () => {
    const linter = new ESLint({ cwd: dir, overrideConfigFile: join(ROOT, 'eslint.config.js') });
    const results = await linter.lintFiles(['a.ts', 'b.ts', 'c.ts']);
    const cycles = Object.fromEntries(
      results.map((r) => [r.filePath.slice(dir.length + 1), r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').length]),
    );
    expect(cycles).toEqual({ 'a.ts': 1, 'b.ts': 1, 'c.ts': 0 });
  });
});
