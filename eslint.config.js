import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import architecture from './scripts/eslint/architecture.js';

/** Packages and modules that reach the outside world; on the server only `providers/` may use them. */
const OUTSIDE_CALLS = {
  paths: ['http', 'https', 'node:http', 'node:https', 'node:http2', 'undici', 'axios', 'node-fetch', 'got', 'ky'].map(
    (name) => ({ name, allowTypeImports: true, message: 'Outside calls go through apps/server/src/providers.' }),
  ),
  patterns: [{ group: ['@aws-sdk/*'], allowTypeImports: true, message: 'Outside calls go through apps/server/src/providers.' }],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '.reports/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX, architecture },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'architecture/boundaries': 'error',
      // Each decides by the file's path which files it governs (see scripts/eslint/).
      'architecture/no-test-code': 'error',
      'architecture/sql-in-repositories': 'error',
      'architecture/bench-entry-points': 'error',
      'architecture/table-owners': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/providers/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', OUTSIDE_CALLS],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Outside calls go through apps/server/src/providers.' },
        { name: 'WebSocket', message: 'Outside calls go through apps/server/src/providers.' },
      ],
    },
  },
);
