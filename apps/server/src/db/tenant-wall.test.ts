import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import type { Database } from './client.ts';

/**
 * The tenant wall as the catalogue holds it (decision 001, migration 0032): every table with a
 * tenant column keeps row-level security on, forced on its owner too, behind one policy that reads
 * the transaction's settings once per statement. A new tenant table that forgets any of it fails
 * here, whichever test of its own it has.
 */
type Walled = {
  table: string;
  enabled: boolean;
  forced: boolean;
  policies: { name: string; using: string | null; check: string | null }[];
};

/** The policy's condition, as PostgreSQL prints it back, with each setting read by a sub-select (an InitPlan). */
const ONCE_PER_STATEMENT =
  /^\(\(\s*SELECT COALESCE\(\(current_setting\('app\.all_tenants'::text, true\) = 'on'::text\), false\) AS "coalesce"\) OR \(tenant_id = \(\s*SELECT NULLIF\(current_setting\('app\.tenant_id'::text, true\), ''::text\) AS "nullif"\)\)\)$/;

describe.each(testDatabases)('the tenant wall on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it('covers every table with a tenant column, reading the settings once per statement', async () => {
    const { rows } = await db.unscoped((tx) =>
      tx.execute<Walled>(sql`
        select c.relname as "table", c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
          coalesce(json_agg(json_build_object('name', p.polname, 'using', pg_get_expr(p.polqual, p.polrelid), 'check', pg_get_expr(p.polwithcheck, p.polrelid)))
            filter (where p.polname is not null), '[]') as policies
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
        left join pg_policy p on p.polrelid = c.oid
        where c.relkind in ('r', 'p')
        group by c.relname, c.relrowsecurity, c.relforcerowsecurity
        order by c.relname`),
    );
    expect(rows.length).toBeGreaterThanOrEqual(18);
    for (const table of rows) {
      expect({ table: table.table, enabled: table.enabled, forced: table.forced }).toEqual({ table: table.table, enabled: true, forced: true });
      expect(table.policies.map((p) => p.name)).toEqual(['tenant_isolation']);
      const [policy] = table.policies;
      expect(policy?.using, table.table).toMatch(ONCE_PER_STATEMENT);
      expect(policy?.check, table.table).toMatch(ONCE_PER_STATEMENT);
    }
  });

  it('plans the settings once, not for every row read', async () => {
    const { rows } = await db.forTenant('default', (tx) => tx.execute<{ 'QUERY PLAN': string }>(sql`explain select count(*) from users`));
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/InitPlan/);
    expect(plan).not.toMatch(/Filter: .*current_setting/);
  });
});
