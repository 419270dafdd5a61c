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

  it('accepts a feature’s file that its workspace declares as an export, and only that one', async () => {
    const file = 'bench/supplier-import.ts';
    expect(await problems(file, "import { readSupplierSheet } from '@connector/web/spreadsheet-reader';\nexport const x = readSupplierSheet;\n")).toEqual([]);
    expect(
      await problems(file, "import { readSupplierSheet } from '../apps/web/src/features/imports/lib/spreadsheet/reader.ts';\nexport const x = readSupplierSheet;\n"),
    ).toEqual(expect.arrayContaining([expect.stringContaining("Import feature 'imports' through its index.ts")]));
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

describe('test code stays out of production', () => {
  const testCodeOf = async (file: string, code: string) =>
    (await problems(file, code)).filter((p) => p.startsWith('architecture/no-test-code'));

  it('reports a production file importing a test kit, by path or by its package export', async () => {
    expect(await testCodeOf('apps/server/src/seed.ts', "import { signIn } from '../test/sign-in.ts';\nexport const x = signIn;\n")).toEqual([
      expect.stringContaining('must not import test code (apps/server/test/sign-in.ts)'),
    ]);
    expect(
      await testCodeOf('apps/server/src/modules/users/service.ts', "import { buildTestApp } from '@connector/server/test-kit';\nexport const x = buildTestApp;\n"),
    ).toEqual([expect.stringContaining('apps/server/test/index.ts')]);
    expect(await testCodeOf('apps/web/src/lib/api/client.ts', "import { fakeApi } from '../../../test/fake-api.ts';\nexport const x = fakeApi;\n")).toHaveLength(1);
    expect(await testCodeOf('packages/contracts/src/a.ts', "import { x } from '../../../e2e/support/pages.ts';\nexport const y = x;\n")).toHaveLength(1);
  });

  it('reports a production file importing a test file or a test-only package, types included', async () => {
    const code = [
      "import { cases } from './routes.test.ts';",
      "import { vi } from 'vitest';",
      "import type { RenderResult } from '@testing-library/react';",
      "import fc from 'fast-check';",
      'export type R = RenderResult;',
      'export const x = [cases, vi, fc];',
      '',
    ].join('\n');
    expect(await testCodeOf('apps/web/src/features/users/routes.ts', code)).toHaveLength(4);
  });

  it('lets tests, the test kits, bench and e2e use test code, and production use production code', async () => {
    const kit = "import { signIn } from '../../../test/sign-in.ts';\nimport { it } from 'vitest';\nexport const x = [signIn, it];\n";
    expect(await testCodeOf('apps/server/src/modules/users/routes.test.ts', kit)).toEqual([]);
    expect(await testCodeOf('apps/web/src/features/users/list.test.tsx', kit)).toEqual([]);
    expect(await testCodeOf('apps/server/test/world.ts', "import { expect } from 'vitest';\nexport const x = expect;\n")).toEqual([]);
    expect(await testCodeOf('bench/users-list.ts', "import { signIn } from '@connector/server/test-kit';\nexport const x = signIn;\n")).toEqual([]);
    expect(await testCodeOf('apps/server/src/app.ts', "import { seed } from './seed.ts';\nimport { z } from 'zod';\nexport const x = [seed, z];\n")).toEqual([]);
  });
});

describe('SQL only in repositories', () => {
  const sqlOf = async (file: string, code: string) => (await problems(file, code)).filter((p) => p.startsWith('architecture/sql-in-repositories'));
  const QUERY = [
    "import { eq } from 'drizzle-orm';",
    "import { users } from '../../db/schema/index.ts';",
    "import pg from 'pg';",
    "import { PGlite } from '@electric-sql/pglite';",
    'export const x = [eq, users, pg, PGlite];',
    '',
  ].join('\n');

  it('reports a service, a route or any other server file importing the query builder, drivers or tables', async () => {
    expect(await sqlOf('apps/server/src/modules/users/service.ts', QUERY)).toHaveLength(4);
    expect(await sqlOf('apps/server/src/modules/identity/oidc/adapter.ts', "import { sql } from 'drizzle-orm';\nexport const x = sql;\n")).toEqual([
      expect.stringContaining('Only repositories build SQL'),
    ]);
    expect(await sqlOf('apps/server/src/http/route.ts', "import { tenants } from '../db/schema/tenants.ts';\nexport const x = tenants;\n")).toHaveLength(1);
    expect(await sqlOf('apps/server/src/modules/suppliers/service.ts', "import { PgBoss } from 'pg-boss';\nexport const x = PgBoss;\n")).toHaveLength(1);
  });

  it('lets repositories, db/, jobs/, tests and the test kit build SQL, and anyone import types', async () => {
    expect(await sqlOf('apps/server/src/modules/users/repository.ts', QUERY)).toEqual([]);
    expect(await sqlOf('apps/server/src/modules/identity/keys-repository.ts', QUERY)).toEqual([]);
    expect(await sqlOf('apps/server/src/modules/suppliers/repository/links.ts', QUERY.replaceAll('../../db/', '../../../db/'))).toEqual([]);
    expect(await sqlOf('apps/server/src/modules/suppliers/repository-notes/links.ts', QUERY.replaceAll('../../db/', '../../../db/'))).toHaveLength(4);
    expect(await sqlOf('apps/server/src/db/client.ts', QUERY.replaceAll('../../db/', './'))).toEqual([]);
    expect(await sqlOf('apps/server/src/jobs/queue.ts', "import { sql } from 'drizzle-orm';\nimport { PgBoss } from 'pg-boss';\nexport const x = [sql, PgBoss];\n")).toEqual([]);
    expect(await sqlOf('apps/server/src/modules/users/list.test.ts', QUERY)).toEqual([]);
    expect(await sqlOf('apps/server/test/test-app.ts', QUERY.replaceAll('../../db/', '../src/db/'))).toEqual([]);
    const types = "import type { SQL } from 'drizzle-orm';\nimport { type Tx } from '../../db/client.ts';\nexport type X = [SQL, Tx];\n";
    expect(await sqlOf('apps/server/src/modules/users/service.ts', types)).toEqual([]);
  });
});

describe('one owner per table', () => {
  it('reports a repository using another module’s table, by its definition or by name in SQL', async () => {
    const misplaced = [
      "import { sql } from 'drizzle-orm';",
      "import { importRows, suppliers } from '../../db/schema/index.ts';",
      'export const q = (appId: string) => sql`select 1 from ${importRows} r join suppliers s on s.app_id = ${appId}`;',
      'export const t = suppliers;',
      '',
    ].join('\n');
    const found = await problems('apps/server/src/modules/imports/repository.ts', misplaced);
    expect(found).toEqual([
      expect.stringMatching(/^architecture\/table-owners: Table 'suppliers' belongs to modules\/suppliers: .* from modules\/imports/),
      expect.stringMatching(/^architecture\/table-owners: Table 'suppliers' belongs to modules\/suppliers/),
    ]);
  });

  it('accepts the owner’s own repository, a relation the owner exports, and a type', async () => {
    const owner = "import { sql } from 'drizzle-orm';\nimport { suppliers } from '../../db/schema/index.ts';\nexport const q = sql`update suppliers set state = 'linked'`;\nexport const t = suppliers;\n";
    expect(await problems('apps/server/src/modules/suppliers/repository.ts', owner)).toEqual([]);
    const joined = [
      "import { sql } from 'drizzle-orm';",
      "import type { suppliers } from '../../db/schema/index.ts';",
      "import { importRows } from '../../db/schema/index.ts';",
      "import { bvdHolders } from '../suppliers/index.ts';",
      'export type Row = typeof suppliers.$inferSelect;',
      'export const q = (appId: string) => sql`select 1 from ${importRows} r join ${bvdHolders(appId)} s on true`;',
      '',
    ].join('\n');
    expect(await problems('apps/server/src/modules/imports/repository.ts', joined)).toEqual([]);
  });

  it('names an owner for every table of the schema', async () => {
    const { TABLE_OWNERS } = await import('./tables.js');
    const schema = await import('../../apps/server/src/db/schema/index.ts');
    const tables = Object.values(schema)
      .map((value) => (value as unknown as Record<symbol, unknown>)[Symbol.for('drizzle:Name')])
      .filter((name): name is string => typeof name === 'string');
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((name) => name !== 'cache_generation' && !(name in TABLE_OWNERS))).toEqual([]);
  });
});

describe('bench uses public entry points', () => {
  const benchOf = async (code: string) => (await problems('bench/a.ts', code)).filter((p) => p.startsWith('architecture/bench-entry-points'));

  it('reports a relative path into another workspace', async () => {
    expect(await benchOf("import { buildApp } from '../apps/server/src/app.ts';\nexport const x = buildApp;\n")).toEqual([
      expect.stringContaining('must not reach into apps/server/src/app.ts by path'),
    ]);
    expect(await benchOf("import { endpoints } from '../packages/contracts/src/index.ts';\nexport const x = endpoints;\n")).toHaveLength(1);
  });

  it('reports a subpath a package does not declare, and accepts declared ones', async () => {
    expect(await benchOf("import { buildApp } from '@connector/server/src/app.ts';\nexport const x = buildApp;\n")).toEqual([
      expect.stringContaining("'@connector/server/src/app.ts' is not an entry point @connector/server declares"),
    ]);
    const publicOnes = [
      "import { signIn } from '@connector/server/test-kit';",
      "import { buildWorld } from '@connector/simulators/test-kit';",
      "import { endpoints } from '@connector/contracts';",
      "import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';",
      "import { helper } from './helper.ts';",
      'export const x = [signIn, buildWorld, endpoints, SIMULATOR_DEFAULTS, helper];',
      '',
    ].join('\n');
    expect(await benchOf(publicOnes)).toEqual([]);
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
