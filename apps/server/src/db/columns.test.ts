import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import type { Database } from './client.ts';
import { rowsFrom } from './columns.ts';

describe.each(testDatabases)('rows sent as a column each, on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it('zips the columns back into rows, each with its type and its nulls', async () => {
    const values = rowsFrom(
      {
        seq: [1, 2, 3],
        name: ["O'Brien \\ \"quoted\"", null, 'ünïcødé'],
        after: [{ bvdId: 'GB1' }, null, { nested: [1, null] }],
      },
      'v',
      { seq: 'integer', after: 'jsonb' },
    );
    const result = await db.unscoped((tx) =>
      tx.execute(sql`select v.seq, pg_typeof(v.seq)::text as seq_type, v.name, v.after from ${values} order by v.seq`),
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { seq: 1, seq_type: 'integer', name: "O'Brien \\ \"quoted\"", after: { bvdId: 'GB1' } },
      { seq: 2, seq_type: 'integer', name: null, after: null },
      { seq: 3, seq_type: 'integer', name: 'ünïcødé', after: { nested: [1, null] } },
    ]);
  });

  it('refuses columns of unequal length, names that are not plain, and integers that are not', () => {
    expect(() => rowsFrom({ a: [1], b: [1, 2] }, 'v')).toThrow(/unequal length/);
    expect(() => rowsFrom({ 'a) ; drop table x; --': [1] }, 'v')).toThrow(/not a plain name/);
    expect(() => rowsFrom({ a: [1] }, 'V')).toThrow(/not a plain name/);
    expect(() => rowsFrom({ seq: ['1} , {2'] }, 'v', { seq: 'integer' })).toThrow(/not an integer/);
    expect(() => rowsFrom({ seq: [1.5] }, 'v', { seq: 'integer' })).toThrow(/not an integer/);
  });
});
