// What each package `npm run build` builds is made of, and one digest of it: `npm start` builds a
// package again only when that digest differs from the one its last successful build recorded.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Read by every build: the installed packages (through the lock file `npm ci` installs from) and
 * the compiler settings every tsconfig extends.
 */
export const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];

/** Workspaces with no output of their own: they are compiled into the builds that use them (decision 009). */
export const SOURCE_PACKAGES = {
  'packages/contracts': ['packages/contracts/src', 'packages/contracts/package.json', 'packages/contracts/tsconfig.json'],
};

/**
 * The built packages, in the order the root `build` script names them. `inputs` are their sources
 * and build settings (a folder stands for every file under it), `uses` the source packages compiled
 * into them, `output` the file every successful build leaves in the package.
 */
export const BUILT_PACKAGES = [
  {
    workspace: 'apps/web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'apps/web/vite.config.ts',
      'scripts/lib/web-assets.ts',
    ],
    uses: ['packages/contracts'],
    output: 'dist/index.html',
  },
  {
    workspace: 'apps/server',
    inputs: ['apps/server/src', 'apps/server/package.json', 'apps/server/tsconfig.json', 'scripts/bundle.mjs', 'scripts/lib/bundle.mjs'],
    uses: ['packages/contracts'],
    output: 'dist/main.js',
  },
  {
    workspace: 'apps/simulators',
    inputs: ['apps/simulators/src', 'apps/simulators/package.json', 'apps/simulators/tsconfig.json', 'scripts/bundle.mjs', 'scripts/lib/bundle.mjs'],
    uses: ['packages/contracts'],
    output: 'dist/main.js',
  },
];

/** Folders no build reads: installed packages and build outputs. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);
/** Test files sit beside the sources, and no production file imports one: editing a test needs no build. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Every input path of a built package: its own, those of the source packages it uses, the shared ones. */
export function inputsOf(pkg, sources = SOURCE_PACKAGES) {
  const used = pkg.uses.flatMap((name) => {
    const paths = sources[name];
    if (!paths) throw new Error(`${pkg.workspace} uses ${name}, which is not a known source package`);
    return paths;
  });
  return [...pkg.inputs, ...used, ...SHARED_INPUTS];
}

/** The files under `path` (relative to `root`), or `path` itself when it is a file. */
function filesUnder(root, path) {
  if (!statSync(join(root, path)).isDirectory()) return [path];
  return readdirSync(join(root, path), { withFileTypes: true }).flatMap((entry) => {
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(root, child);
    return entry.isFile() && !TEST_FILE.test(entry.name) ? [child] : [];
  });
}

/**
 * A digest of the inputs' file names and contents: equal digests, equal builds. A missing input
 * counts as such, so creating it later changes the digest.
 */
export function hashInputs(root, inputs) {
  const digest = createHash('sha256');
  for (const input of [...new Set(inputs)].sort()) {
    if (!existsSync(join(root, input))) {
      digest.update(`${input}\0missing\n`);
      continue;
    }
    for (const file of filesUnder(root, input).sort()) {
      const content = createHash('sha256').update(readFileSync(join(root, file))).digest('hex');
      digest.update(`${file}\0${content}\n`);
    }
  }
  return digest.digest('hex');
}
