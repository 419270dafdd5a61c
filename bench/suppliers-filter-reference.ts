/**
 * The bare reference of the filter benchmark: Fastify 5 with one route running the connected-suppliers
 * statements of the suppliers repository (the page, then the count when the page cannot tell it; a label's page carries its
 * total from the link counts, as the server reads it), as the database owner (no sign-in, no tenant scope,
 * no transaction), on PostgreSQL (`REF_DATABASE_URL`, pool of 10 as the server's) or on a copy of the
 * server's seeded PGlite directory (`REF_PGLITE_DIR`, with the server's `PGLITE_SHARED_BUFFERS_MB`). Started by `suppliers-filter.ts`.
 * `GET /connected?tenant&app&name` (lower-case prefix) or `&bvd`, or `&label` (compliance score label),
 * with `&sort=counter` for the most alerts first; `GET /health` for readiness.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The statements of `repository.connected` (first page of 5, sorted by name or by compliance alerts),
 * with the name range, the BvD ID or the score label.
 */
const COLUMNS =
  'bvd_id, name, supplier_id, orbis_questionnaire_id, catalyst_questionnaire_id, supply_chain_questionnaire_id, link_source, linked_at, updated_at, ' +
  'catalyst_alerts, catalyst_score_label, supply_chain_alerts, supply_chain_score_label';
const WHERE = (condition: string) => `where tenant_id = $1 and app_id = $2 and bvd_id is not null and ${condition}`;
const ORDER = { name: 'search_name using ~<~, supplier_id asc', counter: 'catalyst_alerts desc nulls last, supplier_id desc' };
const PAGE = (condition: string, order: string) => `select ${COLUMNS} from suppliers ${WHERE(condition)} order by ${order} limit 5 offset 0`;
const COUNT = (condition: string) => `select count(*) as total from suppliers ${WHERE(condition)}`;
/** A label's page as the server reads it: each row with the total, the sum of the application's link counts (migration 0033). */
const LABEL_PAGE = (label: string, order: string) =>
  `select ${COLUMNS}, (select coalesce(sum(${{ Low: 'low', Medium: 'medium', High: 'high' }[label] ?? 'linked'}), 0) from supplier_link_counts ` +
  `where tenant_id = $1 and app_id = $2) as total from suppliers ${WHERE(LABEL)} order by ${order} limit 5 offset 0`;
const NAME = '(search_name ~>=~ $3 and search_name ~<~ $4)';
const BVD_ID = 'bvd_id = $3';
const LABEL = 'catalyst_score_label = $3';
const PAGE_SIZE = 5;
const PREFIX_END = '\u{10FFFF}';

const { PORT, REF_DATABASE_URL, REF_PGLITE_DIR, PGLITE_SHARED_BUFFERS_MB } = process.env;
if (!PORT || !(REF_DATABASE_URL || REF_PGLITE_DIR)) throw new Error('PORT and REF_DATABASE_URL or REF_PGLITE_DIR are required');

type Query = (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function openQuery(): Promise<Query> {
  if (REF_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: REF_DATABASE_URL, max: 10 });
    return (sql, params) => pool.query(sql, params);
  }
  const buffers = PGLITE_SHARED_BUFFERS_MB ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS_MB}MB`] } : {};
  const client = new PGlite(`${REF_PGLITE_DIR}/pglite`, { ...buffers, extensions: { pg_trgm } });
  await client.waitReady;
  // As the server does on start: PGlite runs no autovacuum, so the planner needs statistics and a
  // count needs the visibility map.
  await client.exec('VACUUM (ANALYZE) suppliers');
  return (sql, params) => client.query(sql, params);
}

const query = await openQuery();
const app = Fastify({ logger: false });
app.get('/health', async () => ({ success: true }));
app.get<{ Querystring: { tenant: string; app: string; name?: string; bvd?: string; label?: string; sort?: 'counter' } }>('/connected', async (request) => {
  const { tenant, app: appId, name, bvd, label, sort } = request.query;
  const [condition, params] = bvd
    ? [BVD_ID, [tenant, appId, bvd]]
    : label
      ? [LABEL, [tenant, appId, label]]
      : [NAME, [tenant, appId, name ?? '', `${name ?? ''}${PREFIX_END}`]];
  const order = ORDER[sort ?? 'name'];
  const { rows } = await query(label ? LABEL_PAGE(label, order) : PAGE(condition, order), params);
  const counted = label ? rows[0]?.total : undefined;
  const total = rows.length < PAGE_SIZE ? rows.length : Number(counted ?? (await query(COUNT(condition), params)).rows[0]?.total ?? 0);
  return { success: true, data: { data: rows, total } };
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.stdout.write('listening\n');
