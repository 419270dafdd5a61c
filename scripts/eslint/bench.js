import { dirname, resolve } from 'node:path';
import { declaredExport, importVisitors, relativeToRoot, workspaceOf, workspaceSpecifier } from './workspaces.js';

/**
 * Benchmarks use what a workspace makes public: its package name and the entries its `exports`
 * declare (`@connector/server/test-kit`), never a relative path into another workspace nor an
 * undeclared subpath.
 */

const CONSUMERS = ['bench'];

export const benchEntryPoints = {
  meta: {
    type: 'problem',
    docs: { description: 'bench/ imports other workspaces only through their package name and declared exports' },
    schema: [],
    messages: {
      relative: '{{from}} must not reach into {{to}} by path; import its package name or a declared export (e.g. @connector/server/test-kit).',
      undeclared: "'{{specifier}}' is not an entry point {{name}} declares in its package.json exports.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = workspaceOf(relativeToRoot(file));
    if (!CONSUMERS.includes(from)) return {};
    return importVisitors((_node, source) => {
      if (!source) return;
      const specifier = source.value;
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        const to = relativeToRoot(resolve(dirname(file), specifier));
        if (workspaceOf(to) !== from) context.report({ node: source, messageId: 'relative', data: { from, to } });
        return;
      }
      const named = workspaceSpecifier(specifier);
      if (!named) return;
      const declared = named.exports ? declaredExport(named.exports, named.subpath) !== null : named.subpath === '.';
      if (!declared) context.report({ node: source, messageId: 'undeclared', data: { specifier, name: named.name } });
    });
  },
};
