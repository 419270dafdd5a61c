import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the repository's workspaces are and what each declares public, for the architecture rules. */

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const toPosix = (p) => p.split(sep).join('/');

/** Repository-relative path (with `/`) of a file; starts with `..` when outside the repository. */
/** A test file (`*.test.ts`, `*.spec.tsx`, ...), wherever it sits. */
export const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

export const relativeToRoot = (file) => toPosix(relative(ROOT, file));

/** Workspace folder (relative, with `/`) and `exports` map by package name, read from the manifests. */
function readWorkspaces() {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const byName = new Map();
  for (const folder of manifest.workspaces ?? []) {
    try {
      const { name, exports } = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
      if (name) byName.set(name, { folder, exports: normalExports(exports) });
    } catch {
      // a workspace without a manifest has no importable name
    }
  }
  return byName;
}

/** `exports` as a map of subpath (`.`, `./x`, `./x/*`) to target; a bare string is the `.` entry. */
function normalExports(exports) {
  if (exports === undefined || exports === null) return null;
  if (typeof exports === 'string' || !Object.keys(exports).every((k) => k.startsWith('.'))) return { '.': exports };
  return exports;
}

export const WORKSPACES = readWorkspaces();

/** The workspace folder holding `relPath`, or null. */
export function workspaceOf(relPath) {
  let best = null;
  for (const { folder } of WORKSPACES.values()) {
    if ((relPath === folder || relPath.startsWith(`${folder}/`)) && (!best || folder.length > best.length)) best = folder;
  }
  return best;
}

/** A source file a conditional export points at: the import or default condition, else the first. */
function targetPath(target) {
  if (typeof target === 'string') return target;
  if (!target || typeof target !== 'object') return null;
  for (const key of ['source', 'import', 'default', ...Object.keys(target)]) {
    const found = key in target ? targetPath(target[key]) : null;
    if (found) return found;
  }
  return null;
}

/** The declared export of `subpath` (`.` or `./x`): its target path relative to the package, or null when undeclared. */
export function declaredExport(exports, subpath) {
  if (!exports) return null;
  if (subpath in exports) return targetPath(exports[subpath]);
  for (const [key, target] of Object.entries(exports)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const [before, after] = [key.slice(0, star), key.slice(star + 1)];
    if (subpath.startsWith(before) && subpath.endsWith(after) && subpath.length >= key.length - 1) {
      const matched = subpath.slice(before.length, subpath.length - after.length);
      return targetPath(target)?.replaceAll('*', matched) ?? null;
    }
  }
  return null;
}

/** The workspace a package specifier names (`@connector/x` or `@connector/x/sub`), with the subpath (`.` or `./sub`). */
export function workspaceSpecifier(specifier) {
  for (const [name, workspace] of WORKSPACES) {
    if (specifier === name) return { name, ...workspace, subpath: '.' };
    if (specifier.startsWith(`${name}/`)) return { name, ...workspace, subpath: `./${specifier.slice(name.length + 1)}` };
  }
  return null;
}

/**
 * Repository-relative path an import points at, or null for outside packages. A workspace's
 * package name goes through its declared exports, so `@connector/server/test-kit` is `apps/server/test/index.ts`.
 */
export function targetOf(specifier, fromFile) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return relativeToRoot(resolve(dirname(fromFile), specifier));
  const named = workspaceSpecifier(specifier);
  if (!named) return null;
  const declared = declaredExport(named.exports, named.subpath);
  const inside = declared ?? (named.subpath === '.' ? '' : named.subpath);
  return toPosix(join(named.folder, inside)).replace(/\/$/, '');
}

/** Calls `check(node, source, typeOnly)` for every import, re-export and dynamic import of a file. */
export function importVisitors(check) {
  const literal = (source) => (source?.type === 'Literal' && typeof source.value === 'string' ? source : null);
  const allTypes = (specifiers, kind) => specifiers.length > 0 && specifiers.every((s) => s[kind] === 'type');
  return {
    ImportDeclaration: (node) => check(node, literal(node.source), node.importKind === 'type' || allTypes(node.specifiers, 'importKind')),
    ExportNamedDeclaration: (node) =>
      node.source && check(node, literal(node.source), node.exportKind === 'type' || allTypes(node.specifiers, 'exportKind')),
    ExportAllDeclaration: (node) => check(node, literal(node.source), node.exportKind === 'type'),
    ImportExpression: (node) => check(node, literal(node.source), false),
    TSImportType: (node) => check(node, literal(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument), true),
  };
}
