import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { equalsConstant } from './constant.ts';
import { suppliers } from './schema/index.ts';

describe('a constant in a statement', () => {
  const dialect = new PgDialect();

  it('is written into the statement, not sent as a parameter', () => {
    const query = dialect.sqlToQuery(equalsConstant(suppliers.state, 'pending'));
    expect(query).toEqual({ sql: `"suppliers"."state" = 'pending'`, params: [] });
  });

  it('refuses anything but a plain word', () => {
    for (const value of [`pending' or 'x' = 'x`, 'Pending', '', 'a b']) {
      expect(() => equalsConstant(suppliers.state, value)).toThrow(/not a constant state/);
    }
  });
});
