import { basename } from 'node:path';
import { TEST_FILE, importVisitors, relativeToRoot, targetOf } from './workspaces.js';

/**
 * Only repositories build SQL (docs/layout/tests.md, ARCHITECTURE "Boundaries"). On the server,
 * a value import of the query builder or a driver (`drizzle-orm`, `pg`, `@electric-sql/pglite`)
 * or of the table definitions (`db/schema`) is allowed only in `src/db/**`, in `src/jobs/**` (the
 * job queue: pg-boss is its driver, and modules reach it only through its port) and in files named
 * `repository.ts` or `*-repository.ts`, or inside a module's `repository/` folder (a repository
 * of several files). Type-only imports are fine; tests and the test kit are free.
 */

const SERVER_SRC = 'apps/server/src/';
const DB = `${SERVER_SRC}db/`;
const JOBS = `${SERVER_SRC}jobs/`;
const SCHEMA = `${SERVER_SRC}db/schema`;
const SQL_PACKAGES = [/^drizzle-orm(\/|$)/, /^pg(\/|$)/, /^pg-/, /^@electric-sql\/pglite(\/|$)/];

export const mayBuildSql = (relPath) =>
  !relPath.startsWith(SERVER_SRC) || relPath.startsWith(DB) || relPath.startsWith(JOBS) || TEST_FILE.test(relPath) ||
  /(^|-)repository\.ts$/.test(basename(relPath)) ||
  /\/repository\/[^/]+\.ts$/.test(relPath);

export const sqlInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'On the server, only db/ and repositories import the query builder, drivers or tables' },
    schema: [],
    messages: {
      sql: 'Only repositories build SQL: move the query into a repository.ts (a *-repository.ts, a repository/ folder) and call it ({{what}}).',
    },
  },
  create(context) {
    const file = context.filename;
    if (mayBuildSql(relativeToRoot(file))) return {};
    return importVisitors((_node, source, typeOnly) => {
      if (!source || typeOnly) return;
      const specifier = source.value;
      const target = targetOf(specifier, file);
      const sql = target === null ? SQL_PACKAGES.some((p) => p.test(specifier)) : target === SCHEMA || target.startsWith(`${SCHEMA}/`);
      if (sql) context.report({ node: source, messageId: 'sql', data: { what: target ?? specifier } });
    });
  },
};
