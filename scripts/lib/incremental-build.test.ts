import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_PACKAGES, inputsOf, SOURCE_PACKAGES } from './build-inputs.mjs';
import { NODE_APPS } from './bundle.mjs';
import { describePlan, planBuilds, runPlan } from './incremental-build.mjs';

/**
 * `npm start` builds only what changed (issue 27, item 3): the decision on a small tree laid out
 * like the repository, with builds that only write their output, then the real repository's
 * inputs checked against what its builds read.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const ALL = BUILT_PACKAGES.map(({ workspace }) => workspace);

let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A stand-in for a package's build: empties `dist/` as Vite and esbuild do, then writes its output. */
function fakeBuild(fail: string[] = []) {
  const built: string[] = [];
  const run = async (workspace: string) => {
    built.push(workspace);
    rmSync(join(root, workspace, 'dist'), { recursive: true, force: true });
    if (fail.includes(workspace)) return false;
    const pkg = BUILT_PACKAGES.find((candidate) => candidate.workspace === workspace);
    write(`${workspace}/${pkg?.output}`, 'built');
    return true;
  };
  return { built, run };
}

/** One `npm start`'s build step; returns what it built and what failed. */
async function start(fail: string[] = []) {
  const builder = fakeBuild(fail);
  const result = await runPlan(planBuilds({ root }), { root, build: builder.run });
  expect(result.built).toEqual(builder.built.filter((workspace) => workspace !== result.failed));
  return { ...result, ran: builder.built };
}

const toBuild = () => planBuilds({ root }).filter(({ reason }) => reason !== null).map(({ workspace }) => workspace);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'incremental-build-'));
  write('package-lock.json', '{"lockfileVersion": 3}');
  write('packages/contracts/src/index.ts', 'export const version = 1;');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/src/main.tsx', 'export {};');
  write('apps/web/src/app/app.test.tsx', 'test');
  write('apps/server/src/main.ts', 'export {};');
  write('apps/simulators/src/main.ts', 'export {};');
  write('scripts/lib/bundle.mjs', 'export {};');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds only what changed', () => {
  it('builds every package on the first start, and nothing on a second start with nothing changed', async () => {
    expect(describePlan(planBuilds({ root }))).toBe(
      'building apps/web (no build recorded), apps/server (no build recorded), apps/simulators (no build recorded)',
    );
    expect((await start()).ran).toEqual(ALL);
    expect(describePlan(planBuilds({ root }))).toBe('nothing changed since the last build');
    expect((await start()).ran).toEqual([]);
  });

  it('builds a package again when one of its files changes, is added or is removed, and only that package', async () => {
    await start();
    write('apps/web/src/main.tsx', 'export const changed = true;');
    expect(describePlan(planBuilds({ root }))).toBe('building apps/web (sources changed)');
    expect((await start()).ran).toEqual(['apps/web']);
    write('apps/server/src/routes.ts', 'export {};');
    expect((await start()).ran).toEqual(['apps/server']);
    rmSync(join(root, 'apps/server/src/routes.ts'));
    expect((await start()).ran).toEqual(['apps/server']);
    write('scripts/lib/bundle.mjs', 'export const changed = true;');
    expect((await start()).ran).toEqual(['apps/server', 'apps/simulators']);
  });

  it('builds every package using the contracts when they change, and all of them when the lock file does', async () => {
    await start();
    write('packages/contracts/src/index.ts', 'export const version = 2;');
    expect((await start()).ran).toEqual(ALL);
    write('package-lock.json', '{"lockfileVersion": 3, "packages": {}}');
    expect((await start()).ran).toEqual(ALL);
  });

  it('needs no build for an edited test file, nor for a change in a build output', async () => {
    await start();
    write('apps/web/src/app/app.test.tsx', 'test edited');
    write('apps/server/dist/main.js', 'edited by hand');
    expect(toBuild()).toEqual([]);
  });

  it('builds again when the output is gone or another build replaced it', async () => {
    await start();
    rmSync(join(root, 'apps/web/dist/index.html'));
    expect(describePlan(planBuilds({ root }))).toBe('building apps/web (dist/index.html missing)');
    // `npm run build -w apps/server` by hand empties dist/, record included.
    rmSync(join(root, 'apps/server/dist'), { recursive: true });
    write('apps/server/dist/main.js', 'another build');
    expect(toBuild()).toEqual(['apps/web', 'apps/server']);
  });

  it('stops at a failed build and builds that package again at the next start, even with its sources put back', async () => {
    await start();
    write('packages/contracts/src/index.ts', 'export const version = 2;');
    const failed = await start(['apps/server']);
    expect(failed).toMatchObject({ built: ['apps/web'], failed: 'apps/server', ran: ['apps/web', 'apps/server'] });
    expect(toBuild()).toEqual(['apps/server', 'apps/simulators']);

    // Put back: the web was built from the change, the server's build failed, the simulators were never rebuilt.
    write('packages/contracts/src/index.ts', 'export const version = 1;');
    expect((await start()).ran).toEqual(['apps/web', 'apps/server']);
    expect(toBuild()).toEqual([]);
  });

  it('keeps the record of a failed build out even when the build tool leaves dist/ as it was', async () => {
    await start();
    write('apps/simulators/src/main.ts', 'export const broken = ;');
    const keepsDist = async () => false;
    expect(await runPlan(planBuilds({ root }), { root, build: keepsDist })).toEqual({ built: [], failed: 'apps/simulators' });
    write('apps/simulators/src/main.ts', 'export {};');
    expect(toBuild()).toEqual(['apps/simulators']);
  });
});

describe('the inputs of the real builds', () => {
  const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

  it('are those of the packages the root build script builds, in its order', () => {
    const named = [...(rootPackage.scripts.build ?? '').matchAll(/-w (\S+)/g)].map((match) => match[1]);
    expect(ALL).toEqual(named);
  });

  it('name files and folders that exist', () => {
    const declared = BUILT_PACKAGES.flatMap((pkg) => inputsOf(pkg));
    expect(declared.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('take in the source packages each package depends on', () => {
    for (const pkg of BUILT_PACKAGES) {
      const manifest = JSON.parse(readFileSync(join(ROOT, pkg.workspace, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      const workspaceDeps = Object.keys(manifest.dependencies ?? {})
        .filter((name) => name.startsWith('@connector/'))
        .map((name) => `packages/${name.slice('@connector/'.length)}`);
      expect(pkg.uses, pkg.workspace).toEqual(workspaceDeps.filter((folder) => folder in SOURCE_PACKAGES));
      expect(workspaceDeps.filter((folder) => !(folder in SOURCE_PACKAGES)), pkg.workspace).toEqual([]);
    }
  });

  it('cover every file of ours the Node apps bundle', async () => {
    for (const [app, spec] of Object.entries(NODE_APPS)) {
      const pkg = BUILT_PACKAGES.find(({ workspace }) => workspace === app);
      const inputs = inputsOf(pkg as (typeof BUILT_PACKAGES)[number]);
      const { metafile } = await build({
        entryPoints: [join(ROOT, app, 'src', 'main.ts')],
        bundle: true,
        platform: 'node',
        format: 'esm',
        external: spec.external,
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      const ours = Object.keys(metafile.inputs)
        .map((file) => relative(ROOT, join(process.cwd(), file)))
        .filter((file) => !file.includes('node_modules/'));
      expect(ours.length, app).toBeGreaterThan(20);
      expect(ours.filter((file) => !inputs.some((input) => file === input || file.startsWith(`${input}/`))), app).toEqual([]);
    }
  }, 60_000);
});
