/**
 * The bare reference of the request-path benchmark: Fastify 5 with nothing but two routes, run by
 * `request-path.ts` on the same Node as the server (plain `node`, types stripped, no loader).
 * `GET /api/health` answers the server's JSON; `GET /users/{tenant}` runs the users page's
 * statement once (the page of five and the tenant's total, as the server reads them), on PostgreSQL (`REF_DATABASE_URL`, pool of 10 as the server's) or on a copy of the server's
 * seeded PGlite directory (`REF_PGLITE_DIR`). `GET /api/health/as-server` answers the same body
 * with the headers the server adds to its own (`REF_HEALTH_HEADERS`, JSON), so that the load
 * generator reads the same bytes from both. Prints `listening` when ready.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The statement of `GET /api/tenants/{t}/users?pageSize=5` (users repository, no search, sort by
 * name): the page's rows, each with the tenant's trigger-kept total.
 */
const USERS_PAGE = `select users.*, (select coalesce(sum(total), 0) from user_counts where tenant_id = $1) as total
  from users where tenant_id = $1
  order by lower(last_name) asc, lower(first_name) asc, user_id asc limit 5 offset 0`;

const { PORT, REF_DATABASE_URL, REF_PGLITE_DIR, REF_HEALTH_HEADERS } = process.env;
if (!PORT || !(REF_DATABASE_URL || REF_PGLITE_DIR)) {
  throw new Error('PORT and REF_DATABASE_URL or REF_PGLITE_DIR are required');
}

type Query = (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

async function openQuery(): Promise<Query> {
  if (REF_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: REF_DATABASE_URL, max: 10 });
    return (sql, params) => pool.query(sql, params);
  }
  const client = new PGlite(`${REF_PGLITE_DIR}/pglite`, { extensions: { pg_trgm } });
  await client.waitReady;
  // As the server does on start: PGlite runs no autovacuum, so the planner needs statistics.
  await client.exec('ANALYZE users');
  return (sql, params) => client.query(sql, params);
}

const query = await openQuery();
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ success: true, data: { status: 'ok' } }));
const serverHeaders = JSON.parse(REF_HEALTH_HEADERS ?? '{}') as Record<string, string>;
app.get('/api/health/as-server', async (_request, reply) => {
  reply.headers(serverHeaders);
  return { success: true, data: { status: 'ok' } };
});
app.get<{ Params: { tenant: string } }>('/users/:tenant', async (request) => ({ success: true, data: (await query(USERS_PAGE, [request.params.tenant])).rows }));
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.stdout.write('listening\n');
