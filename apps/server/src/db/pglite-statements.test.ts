import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PgliteStatements } from './pglite-statements.ts';

/** The named statements PGlite's session keeps, with how often each was planned which way. */
const kept = async (client: PGlite) =>
  (
    await client.query<{ statement: string; generic: number; custom: number }>(
      `select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements order by prepare_time`,
    )
  ).rows;

describe('PGlite statements kept prepared', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.exec(`
      create table things (id int primary key, name text not null, tags text[], seen timestamptz, data jsonb);
      insert into things values (1, 'one', '{a,b}', '2026-01-02T03:04:05Z', '{"k": 1}'), (2, 'two', null, null, null);
      set plan_cache_mode = force_generic_plan;`);
  });
  afterAll(() => client.close());

  /** Runs `fn` in a committed transaction of the statements. */
  const inTransaction = <T>(statements: PgliteStatements, fn: (tx: PgliteStatements) => Promise<T>) =>
    statements.transaction('', async () => ({ commit: true, value: await fn(statements) }));

  it('answers as PGlite’s own query does, in both row modes and with the caller’s parsers', async () => {
    const statements = new PgliteStatements(client);
    const text = 'select id, name, tags, seen, data from things where id = any($1) order by id';
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    for (const opts of [undefined, options]) {
      const expected = await client.query(text, [[1, 2]], opts);
      const answered = await inTransaction(statements, (tx) => tx.query(text, [[1, 2]], opts));
      expect(answered.rows).toEqual(expected.rows);
      expect(answered.fields).toEqual(expected.fields);
    }
    const update = 'update things set name = $1 where id = any($2)';
    const expectedWrite = await client.query(update, ['one', [1, 2, 9]]);
    const written = await inTransaction(statements, (tx) => tx.query(update, ['uno', [1, 2, 9]]));
    expect(written).toEqual({ ...expectedWrite, affectedRows: 2 });
    const none = 'select id from things where id < $1';
    expect(await inTransaction(statements, (tx) => tx.query(none, [0]))).toEqual(await client.query(none, [0]));
    const nulls = await inTransaction(statements, (tx) => tx.query<{ n: null }>('select $1::text as n', [null]));
    expect(nulls.rows).toEqual([{ n: null }]);
  });

  it('parses a repeated statement once and runs it on one generic plan', async () => {
    await client.exec('deallocate all');
    const statements = new PgliteStatements(client);
    for (const id of [1, 2, 1, 2, 1, 2, 1]) {
      const { rows } = await inTransaction(statements, (tx) => tx.query<{ id: number }>('select id from things where id = $1', [id]));
      expect(rows).toEqual([{ id }]);
    }
    expect(await kept(client)).toEqual([{ statement: 'select id from things where id = $1', generic: 7, custom: 0 }]);
  });

  it('keeps the most recently used statements and closes the oldest', async () => {
    await client.exec('deallocate all');
    const statements = new PgliteStatements(client, 2);
    const run = (text: string) => inTransaction(statements, (tx) => tx.query(text));
    await run('select 1');
    await run('select 2');
    await run('select 1');
    await run('select 3'); // the cache is full: 'select 2' goes, closed with the next run
    await run('select 1');
    expect(statements.size).toBe(2);
    expect((await kept(client)).map((row) => row.statement).sort()).toEqual(['select 1', 'select 3']);
  });

  it('throws the database’s error with the statement, forgets a statement that failed, and goes on', async () => {
    await client.exec('deallocate all');
    const statements = new PgliteStatements(client);
    const insert = 'insert into things (id, name) values ($1, $2)';
    const failed = await inTransaction(statements, (tx) => tx.query(insert, [1, 'again'])).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23505', query: insert, params: [1, 'again'] });
    expect(statements.size).toBe(0);
    const syntax = await inTransaction(statements, (tx) => tx.query('selec 1')).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
    // Rolled back, nothing written; the statement is prepared anew and works.
    await inTransaction(statements, (tx) => tx.query(insert, [3, 'three']));
    expect((await client.query('select name from things where id = 3')).rows).toEqual([{ name: 'three' }]);
    expect(statements.size).toBe(1);
    // The failed one was closed with that run: PGlite keeps only the new one.
    expect(await kept(client)).toEqual([{ statement: insert, generic: 1, custom: 0 }]);
  });

  it('sends one-off statements, with many parameters, as PGlite does, without keeping them', async () => {
    await client.exec('deallocate all');
    const statements = new PgliteStatements(client);
    const ids = Array.from({ length: 100 }, (_, i) => i);
    const text = `select count(*)::int as n from things where id in (${ids.map((i) => `$${i + 1}`).join(', ')})`;
    const { rows } = await inTransaction(statements, (tx) => tx.query(text, ids));
    expect(rows).toEqual((await client.query(text, ids)).rows);
    expect(statements.size).toBe(0);
    expect(await kept(client)).toEqual([]);
  });

  describe('transactions', () => {
    const count = async () => (await client.query<{ n: number }>('select count(*)::int as n from things')).rows[0]?.n;
    beforeEach(() => client.exec('deallocate all'));

    it('opens with its BEGIN and the opening statement in one call, and commits what it wrote', async () => {
      const statements = new PgliteStatements(client);
      const before = await count();
      const opened = await statements.transaction(`select 41 + 1 as answer`, async (rows) => {
        await statements.query('insert into things (id, name) values ($1, $2)', [10, 'ten']);
        return { commit: true, value: rows };
      });
      expect(opened).toEqual([{ answer: 42 }]);
      expect(await count()).toBe((before ?? 0) + 1);
      await client.query('delete from things where id = 10');
    });

    it('rolls back when asked, when its work throws, and when a statement in it failed', async () => {
      const statements = new PgliteStatements(client);
      const before = await count();
      const insert = (id: number) => statements.query('insert into things (id, name) values ($1, $2)', [id, `n${id}`]);
      await statements.transaction('', async () => ({ commit: false, value: await insert(11) }));
      const thrown = statements.transaction('', async () => {
        await insert(12);
        throw new Error('the work failed');
      });
      await expect(thrown).rejects.toThrow('the work failed');
      const aborted = statements.transaction('', async () => {
        await insert(13);
        await insert(1).catch(() => 'a duplicate key, caught');
        return { commit: true, value: null };
      });
      await expect(aborted).rejects.toThrow(/rolled back/);
      expect(await count()).toBe(before);
      // The session is usable again.
      expect(await inTransaction(statements, async (tx) => (await tx.query('select 1 as one')).rows)).toEqual([{ one: 1 }]);
    });

    it('holds PGlite’s lock: other work on the client waits until it ends', async () => {
      const statements = new PgliteStatements(client);
      const before = await count();
      let outside: Promise<number | undefined> | undefined;
      await statements.transaction('', async () => {
        await statements.query('insert into things (id, name) values ($1, $2)', [14, 'fourteen']);
        outside = count();
        return { commit: false, value: null };
      });
      // Had it run inside, it would have counted the row the rollback took back.
      expect(await outside).toBe(before);
    });
  });
});
