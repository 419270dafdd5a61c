import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The architecture's import boundaries (docs/decisions/003-tooling-and-tests.md), checked on the
 * path an import resolves to rather than on its text, so `../../x` cannot slip past:
 * - the apps share only `@connector/contracts`: web, server and simulators never import each other,
 *   and contracts imports no app;
 * - a web feature (`apps/web/src/features/<x>`) or a server module (`apps/server/src/modules/<x>`)
 *   is entered from outside only through its `index.ts`.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Workspace folder (relative, with `/`) by package name, read from the workspace manifests. */
function readWorkspaces() {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const byName = new Map();
  for (const folder of manifest.workspaces ?? []) {
    try {
      const { name } = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
      if (name) byName.set(name, folder);
    } catch {
      // a workspace without a manifest has no importable name
    }
  }
  return byName;
}
const WORKSPACES = readWorkspaces();

/** Which apps may not be imported from which workspace. */
const FORBIDDEN = {
  'apps/web': ['apps/server', 'apps/simulators'],
  'apps/server': ['apps/web', 'apps/simulators'],
  'apps/simulators': ['apps/web', 'apps/server'],
  'packages/contracts': ['apps/web', 'apps/server', 'apps/simulators', 'e2e', 'bench'],
};

/** Folders whose children are units with a public face (`index.ts`). */
const UNIT_PARENTS = [
  { parent: 'apps/web/src/features', kind: 'feature' },
  { parent: 'apps/server/src/modules', kind: 'module' },
];
const PUBLIC_FACES = new Set(['', 'index', 'index.ts', 'index.tsx']);

const toPosix = (p) => p.split(sep).join('/');

function workspaceOf(relPath) {
  let best = null;
  for (const folder of WORKSPACES.values()) {
    if ((relPath === folder || relPath.startsWith(`${folder}/`)) && (!best || folder.length > best.length)) best = folder;
  }
  return best;
}

function unitOf(relPath) {
  for (const { parent, kind } of UNIT_PARENTS) {
    if (!relPath.startsWith(`${parent}/`)) continue;
    const [name, ...rest] = relPath.slice(parent.length + 1).split('/');
    if (name && rest.length > 0) return { kind, name, rest: rest.join('/'), parent };
    if (name) return { kind, name, rest: '', parent };
  }
  return null;
}

/** Repository-relative path an import points at, or null for outside packages. */
function targetOf(specifier, fromFile) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return toPosix(relative(ROOT, resolve(dirname(fromFile), specifier)));
  }
  for (const [name, folder] of WORKSPACES) {
    if (specifier === name) return folder;
    if (specifier.startsWith(`${name}/`)) return `${folder}/${specifier.slice(name.length + 1)}`;
  }
  return null;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports respect the app boundaries and the public face of features and modules' },
    schema: [],
    messages: {
      crossApp: '{{from}} must not import {{to}}: the apps share code only through @connector/contracts.',
      privateUnit:
        "Import {{kind}} '{{name}}' through its index.ts, not its internals ({{target}}).",
    },
  },
  create(context) {
    const file = context.filename;
    const fromRel = toPosix(relative(ROOT, file));
    if (fromRel.startsWith('..')) return {};
    const fromWorkspace = workspaceOf(fromRel);
    const fromUnit = unitOf(fromRel);

    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = targetOf(source.value, file);
      if (target === null || target.startsWith('..')) return;
      const toWorkspace = workspaceOf(target);
      if (fromWorkspace && toWorkspace && FORBIDDEN[fromWorkspace]?.includes(toWorkspace)) {
        context.report({ node: source, messageId: 'crossApp', data: { from: fromWorkspace, to: toWorkspace } });
        return;
      }
      const toUnit = unitOf(target);
      if (!toUnit) return;
      const sameUnit = fromUnit && fromUnit.parent === toUnit.parent && fromUnit.name === toUnit.name;
      if (!sameUnit && !PUBLIC_FACES.has(toUnit.rest)) {
        context.report({
          node: source,
          messageId: 'privateUnit',
          data: { kind: toUnit.kind, name: toUnit.name, target },
        });
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

export default {
  meta: { name: 'architecture' },
  rules: { boundaries },
};
