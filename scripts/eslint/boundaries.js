import { declaredExport, importVisitors, relativeToRoot, targetOf, workspaceOf, workspaceSpecifier } from './workspaces.js';

/**
 * The architecture's import boundaries (docs/decisions/003-tooling-and-tests.md), checked on the
 * path an import resolves to rather than on its text, so `../../x` cannot slip past:
 * - the apps share only `@connector/contracts`: web, server and simulators never import each other,
 *   and contracts imports no app;
 * - a web feature (`apps/web/src/features/<x>`) or a server module (`apps/server/src/modules/<x>`)
 *   is entered from outside only through its `index.ts`, or through an entry its workspace's
 *   package.json `exports` declares (`@connector/web/spreadsheet-reader`).
 */

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

function unitOf(relPath) {
  for (const { parent, kind } of UNIT_PARENTS) {
    if (!relPath.startsWith(`${parent}/`)) continue;
    const [name, ...rest] = relPath.slice(parent.length + 1).split('/');
    if (name) return { kind, name, rest: rest.join('/'), parent };
  }
  return null;
}

/** A workspace's package name with an entry its package.json `exports` declares: a public face by declaration. */
function throughDeclaredExport(specifier) {
  const named = workspaceSpecifier(specifier);
  return named !== null && named.subpath !== '.' && declaredExport(named.exports, named.subpath) !== null;
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports respect the app boundaries and the public face of features and modules' },
    schema: [],
    messages: {
      crossApp: '{{from}} must not import {{to}}: the apps share code only through @connector/contracts.',
      privateUnit: "Import {{kind}} '{{name}}' through its index.ts, not its internals ({{target}}).",
    },
  },
  create(context) {
    const file = context.filename;
    const fromRel = relativeToRoot(file);
    if (fromRel.startsWith('..')) return {};
    const fromWorkspace = workspaceOf(fromRel);
    const fromUnit = unitOf(fromRel);

    return importVisitors((_node, source) => {
      if (!source) return;
      const target = targetOf(source.value, file);
      if (target === null || target.startsWith('..')) return;
      const toWorkspace = workspaceOf(target);
      if (fromWorkspace && toWorkspace && FORBIDDEN[fromWorkspace]?.includes(toWorkspace)) {
        context.report({ node: source, messageId: 'crossApp', data: { from: fromWorkspace, to: toWorkspace } });
        return;
      }
      const toUnit = unitOf(target);
      if (!toUnit || throughDeclaredExport(source.value)) return;
      const sameUnit = fromUnit && fromUnit.parent === toUnit.parent && fromUnit.name === toUnit.name;
      if (!sameUnit && !PUBLIC_FACES.has(toUnit.rest)) {
        context.report({ node: source, messageId: 'privateUnit', data: { kind: toUnit.kind, name: toUnit.name, target } });
      }
    });
  },
};
