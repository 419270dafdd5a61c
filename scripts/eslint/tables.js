import { TEST_FILE, importVisitors, relativeToRoot, targetOf } from './workspaces.js';

/**
 * One owner per table (docs/layout/server.md). Each table of `apps/server/src/db/schema` belongs
 * to one part of the server; only that part's code (its repositories) reads or writes it, through
 * the table's definition or by name in SQL. Another module asks the owner's public functions, or
 * joins the relation a function of the owner gives it (`bvdHolders(appId)` of the suppliers).
 * `src/db/**` (the database itself: migrations, client, cache) is no owner's and reads none.
 */
export const TABLE_OWNERS = {
  applications: 'modules/applications',
  assessment_runs: 'modules/assessments',
  alert_refresh_runs: 'modules/assessments',
  async_requests: 'modules/async-requests',
  audit_events: 'modules/audit',
  domain_events: 'events',
  event_deliveries: 'events',
  oidc_payloads: 'modules/identity',
  server_secrets: 'modules/identity',
  sign_in_failures: 'modules/identity',
  import_batches: 'modules/imports',
  import_rows: 'modules/imports',
  mapping_sets: 'modules/mappings',
  mapping_versions: 'modules/mappings',
  own_entity_requests: 'modules/own-entity',
  roles: 'modules/roles',
  suppliers: 'modules/suppliers',
  supplier_link_counts: 'modules/suppliers',
  supplier_sync_runs: 'modules/suppliers',
  tenants: 'modules/tenants',
  users: 'modules/users',
  user_counts: 'modules/users',
};

const SERVER_SRC = 'apps/server/src/';
const SCHEMA = `${SERVER_SRC}db/schema`;
/** A table as the schema exports it (`importRows`) → its name in SQL (`import_rows`). */
const sqlName = (exported) => exported.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** Where a table is named in SQL text: after from, join, update, into or table. */
const NAMED = /\b(?:from|join|update|into|table)\s+"?([a-z_]+)"?/gi;

/** The part of the server a file belongs to: `modules/<x>`, `events`, `jobs`, `db`, or null. */
function areaOf(relPath) {
  if (!relPath.startsWith(SERVER_SRC)) return null;
  const rest = relPath.slice(SERVER_SRC.length);
  const module = /^modules\/([^/]+)\//.exec(rest);
  if (module) return `modules/${module[1]}`;
  const top = /^([^/]+)\//.exec(rest);
  return top ? top[1] : rest;
}

export const tableOwners = {
  meta: {
    type: 'problem',
    docs: { description: 'On the server, a table is read and written only by the part that owns it' },
    schema: [],
    messages: {
      owned: "Table '{{table}}' belongs to {{owner}}: ask its public functions (index.ts) or subscribe to its events instead of using it from {{area}}.",
    },
  },
  create(context) {
    const relPath = relativeToRoot(context.filename);
    const area = areaOf(relPath);
    if (area === null || area === 'db' || TEST_FILE.test(relPath)) return {};
    const check = (node, table) => {
      const owner = TABLE_OWNERS[table];
      if (owner && owner !== area) context.report({ node, messageId: 'owned', data: { table, owner, area } });
    };
    return {
      ...importVisitors((node, source, typeOnly) => {
        if (!source || typeOnly) return;
        const target = targetOf(source.value, context.filename);
        if (target === null || !(target === SCHEMA || target.startsWith(`${SCHEMA}/`))) return;
        for (const specifier of node.specifiers ?? []) {
          if (specifier.importKind === 'type' || specifier.type !== 'ImportSpecifier') continue;
          check(specifier, sqlName(specifier.imported.name ?? specifier.imported.value));
        }
      }),
      TemplateElement(node) {
        for (const [, table] of node.value.raw.matchAll(NAMED)) check(node, table.toLowerCase());
      },
    };
  },
};
