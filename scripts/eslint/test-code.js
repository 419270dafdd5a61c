import { TEST_FILE, WORKSPACES, importVisitors, relativeToRoot, targetOf } from './workspaces.js';

/**
 * Production code never imports test code (docs/layout/tests.md). Production is every file under
 * a workspace's `src/` (`apps/<x>/src`, `packages/<x>/src`) that is not a test file; test code is a
 * workspace's `test/` folder (its test kit, also when reached as `@connector/<x>/test-kit`),
 * `e2e/`, any `*.test.*` or `*.spec.*` file, and the packages only tests use.
 */

const PRODUCTION = /^(apps|packages)\/[^/]+\/src\//;
const TEST_PACKAGES = [/^vitest(\/|$)/, /^@vitest\//, /^@testing-library\//, /^fast-check(\/|$)/, /^@playwright\/test(\/|$)/, /^@axe-core\//];
const TEST_FOLDERS = ['e2e', ...[...WORKSPACES.values()].map(({ folder }) => `${folder}/test`)];

export const isProductionFile = (relPath) => PRODUCTION.test(relPath) && !TEST_FILE.test(relPath);

function isTestTarget(target) {
  return TEST_FILE.test(target) || TEST_FOLDERS.some((folder) => target === folder || target.startsWith(`${folder}/`));
}

export const noTestCode = {
  meta: {
    type: 'problem',
    docs: { description: 'Production files do not import test code: test kits, e2e, test files or test-only packages' },
    schema: [],
    messages: {
      testCode: 'Production code must not import test code ({{target}}); test support lives in the workspace test/ folder and only tests use it.',
    },
  },
  create(context) {
    const file = context.filename;
    if (!isProductionFile(relativeToRoot(file))) return {};
    return importVisitors((_node, source) => {
      if (!source) return;
      const specifier = source.value;
      const target = targetOf(specifier, file);
      const testCode = target === null ? TEST_PACKAGES.some((p) => p.test(specifier)) : isTestTarget(target);
      if (testCode) context.report({ node: source, messageId: 'testCode', data: { target: target ?? specifier } });
    });
  },
};
