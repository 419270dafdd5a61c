// `npm start` builds only the packages whose inputs changed since their last successful build: a
// second start with nothing changed skips the build (about 29 s of a 36 s cold start), issue 27.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BUILT_PACKAGES, hashInputs, inputsOf } from './build-inputs.mjs';

/**
 * The record of a package's last successful build: the digest of the inputs it was built from.
 * It lives inside `dist/`, which both builds (Vite, esbuild) empty first, so any other build of the
 * package — `npm run build` by hand, a test's — removes it and the next start builds again. The
 * server serves only `apps/web/dist/assets/`, never this file.
 */
const STAMP = 'dist/build-stamp.json';

/** @typedef {{ workspace: string, hash: string, reason: string | null }} PlannedBuild */

/** The digest the last successful build of `workspace` recorded, or null when there is none. */
function recordedHash(root, workspace) {
  try {
    const { hash } = JSON.parse(readFileSync(join(root, workspace, STAMP), 'utf8'));
    return typeof hash === 'string' ? hash : null;
  } catch {
    return null;
  }
}

function writeStamp(root, workspace, hash) {
  const file = join(root, workspace, STAMP);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ hash }, null, 2)}\n`);
}

/** Why `pkg` needs a build, or null when its output was built from exactly these inputs. */
function buildReason(root, pkg, hash) {
  const recorded = recordedHash(root, pkg.workspace);
  if (recorded === null) return 'no build recorded';
  if (!existsSync(join(root, pkg.workspace, pkg.output))) return `${pkg.output} missing`;
  return recorded === hash ? null : 'sources changed';
}

/**
 * Each built package with the digest of its inputs and why it needs a build (null: it does not).
 * A change in a source package (the contracts) changes the digest of every package using it.
 * @returns {PlannedBuild[]}
 */
export function planBuilds({ root, packages = BUILT_PACKAGES }) {
  return packages.map((pkg) => {
    const hash = hashInputs(root, inputsOf(pkg));
    return { workspace: pkg.workspace, hash, reason: buildReason(root, pkg, hash) };
  });
}

/**
 * Runs `build(workspace)` (true on success) for each planned package that needs it, in order, and
 * stops at the first failure. The record goes before the build and is written only after it
 * succeeded, so a failed or interrupted build is built again next time, even when its sources are
 * then put back as they were at the last good build.
 * @param {PlannedBuild[]} plan
 * @param {{ root: string, build: (workspace: string) => Promise<boolean> }} options
 */
export async function runPlan(plan, { root, build }) {
  const built = [];
  for (const { workspace, hash, reason } of plan) {
    if (reason === null) continue;
    rmSync(join(root, workspace, STAMP), { force: true });
    if (!(await build(workspace))) return { built, failed: workspace };
    writeStamp(root, workspace, hash);
    built.push(workspace);
  }
  return { built, failed: null };
}

/** One line for the start banner: what will be built and why, or that nothing changed. */
export function describePlan(plan) {
  const stale = plan.filter(({ reason }) => reason !== null);
  if (stale.length === 0) return 'nothing changed since the last build';
  return `building ${stale.map(({ workspace, reason }) => `${workspace} (${reason})`).join(', ')}`;
}
