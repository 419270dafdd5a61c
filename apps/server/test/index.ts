/**
 * The server's test kit for other workspaces (`@connector/server/test-kit`, used by bench/): the
 * server on a test database, test databases, and the real sign-in driven through `inject()`.
 * Runs outside a test runner; helpers that need vitest are imported by tests from their file.
 */
export * from './databases.ts';
export * from './sign-in.ts';
export * from './test-app.ts';
