/**
 * The bare reference of the filter benchmark: Fastify 5 with one route running the connected-suppliers
 * statement of the suppliers repository once, as the database owner (no sign-in, no tenant scope,
 * no transaction), on PostgreSQL (`REF_DATABASE_URL`, pool of 10 as the server's) or on a copy of the
 * server's seeded PGlite directory (`REF_PGLITE_DIR`). Started by `suppliers-filter.ts`.
 * `GET /connected?tenant&app&name` (lower-case prefix) or `&bvd`; `GET /health` for readiness.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

/** The statement of `repository.connected` (first page, sorted by name), with the name range or the BvD ID. */
const CONNECTED = (condition: string) => `select *, count(*) over () as total from suppliers
  where tenant_id = $1 and app_id = $2 and bvd_id is not null and ${condition}
  order by search_name asc, supplier_id asc limit 5 offset 0`;
const BY_NAME = CONNECTED('(search_name ~>=~ $3 and search_name ~<~ $4)');
const BY_BVD_ID = CONNECTED('bvd_id = $3');
const PREFIX_END = '\u{10FFFF}';

const { PORT, REF_DATABASE_URL, REF_PGLITE_DIR } = process.env;
if (!PORT || !(REF_DATABASE_URL || REF_PGLITE_DIR)) throw new Error('PORT and REF_DATABASE_URL or REF_PGLITE_DIR are required');

type Query = (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function openQuery(): Promise<Query> {
  if (REF_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: REF_DATABASE_URL, max: 10 });
    return (sql, params) => pool.query(sql, params);
  }
  const client = new PGlite(`${REF_PGLITE_DIR}/pglite`, { extensions: { pg_trgm } });
  await client.waitReady;
  // As the server does on start: PGlite runs no autovacuum, so the planner needs statistics.
  await client.exec('ANALYZE suppliers');
  return (sql, params) => client.query(sql, params);
}

const query = await openQuery();
const app = Fastify({ logger: false });
app.get('/health', async () => ({ success: true }));
app.get<{ Querystring: { tenant: string; app: string; name?: string; bvd?: string } }>('/connected', async (request) => {
  const { tenant, app: appId, name, bvd } = request.query;
  const { rows } = bvd ? await query(BY_BVD_ID, [tenant, appId, bvd]) : await query(BY_NAME, [tenant, appId, name ?? '', `${name ?? ''}${PREFIX_END}`]);
  return { success: true, data: { data: rows.map(({ total: _, ...row }) => row), total: Number(rows[0]?.total ?? 0) } };
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.stdout.write('listening\n');
