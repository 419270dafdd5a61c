import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/databases.ts';
import { preparingStatements } from './pg-statements.ts';

const url = testDatabaseUrl();

/** The named statements the connection's session keeps, with how often each was planned which way. */
const kept = async (client: pg.PoolClient) =>
  (
    await client.query<{ statement: string; generic: number; custom: number }>(
      `select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements order by prepare_time`,
    )
  ).rows;

describe.skipIf(!url)('PostgreSQL statements kept prepared', () => {
  let pool: pg.Pool;
  let client: pg.PoolClient;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    client = await pool.connect();
    await client.query(`create temporary table things (id int primary key, name text not null)`);
    await client.query(`insert into things values (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    client?.release();
    await pool?.end();
  });

  it('names a repeated statement, prepared once per connection and planned generically in a transaction', async () => {
    const preparing = preparingStatements(client);
    await client.query(`begin; select set_config('plan_cache_mode', 'force_generic_plan', true)`);
    for (const id of [1, 2, 1, 2, 1, 2]) {
      const { rows } = await preparing.query({ text: 'select id, name from things where id = $1' }, [id]);
      expect(rows).toEqual([{ id, name: id === 1 ? 'one' : 'two' }]);
    }
    await client.query('commit');
    expect(await kept(client)).toEqual([{ statement: 'select id, name from things where id = $1', generic: 6, custom: 0 }]);
  });

  it('sends statements with many parameters, and plain texts, unnamed', async () => {
    await client.query('deallocate all');
    const preparing = preparingStatements(client);
    const ids = Array.from({ length: 100 }, (_, i) => i);
    const text = `select count(*)::int as n from things where id in (${ids.map((i) => `$${i + 1}`).join(', ')})`;
    expect((await preparing.query({ text }, ids)).rows).toEqual([{ n: 2 }]);
    expect((await preparing.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(await kept(client)).toEqual([]);
  });

  it('keeps answering errors as the database gives them', async () => {
    const preparing = preparingStatements(client);
    const failed = await preparing.query({ text: 'insert into things (id, name) values ($1, $2)' }, [1, 'again']).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23505' });
    expect((await preparing.query({ text: 'select name from things where id = $1' }, [2])).rows).toEqual([{ name: 'two' }]);
  });
});
