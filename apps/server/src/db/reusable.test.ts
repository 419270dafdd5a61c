import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import type { Database, Tx } from './client.ts';
import { reusableSelects } from './reusable.ts';
import { tenants } from './schema/index.ts';

const NAMES = ['Alpha', 'Beta', 'Gamma', 'Delta'];

describe.each(testDatabases)('selects built once and run in any transaction, on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await db.allTenants((tx) => tx.insert(tenants).values(NAMES.map((name) => ({ tenantId: `reusable-${name.toLowerCase()}`, name }))));
  });
  afterAll(() => db.close());

  /** Tenants named like the pattern, in the order asked, with how many there are in all: a nested row and a mapped column. */
  const byName = (tx: Tx, order: typeof asc) =>
    tx
      .select({ tenant: { id: tenants.tenantId, name: tenants.name }, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(tenants)
      .where(sql`${tenants.tenantId} like ${sql.placeholder('pattern')}`)
      .orderBy(order(tenants.name))
      .limit(sql.placeholder('limit'));

  it('answers as the query built on each call does, in every transaction, building each shape once', async () => {
    const select = reusableSelects<{ tenant: { id: string; name: string }; total: number }>();
    const built: string[] = [];
    const run = (tx: Tx, order: 'asc' | 'desc', values: { pattern: string; limit: number }) =>
      select(
        tx,
        order,
        (tx) => {
          built.push(order);
          return byName(tx, order === 'asc' ? asc : desc);
        },
        values,
      );
    for (const [order, values] of [
      ['asc', { pattern: 'reusable-%', limit: 2 }],
      ['asc', { pattern: 'reusable-%', limit: 10 }],
      ['desc', { pattern: 'reusable-%', limit: 3 }],
      ['asc', { pattern: 'reusable-g%', limit: 10 }],
      ['desc', { pattern: 'nothing-%', limit: 10 }],
    ] as const) {
      // Each call in a transaction of its own: drizzle's own prepared query would be tied to the first.
      const answered = await db.allTenants((tx) => run(tx, order, values));
      const expected = await db.allTenants((tx) =>
        byName(tx, order === 'asc' ? asc : desc).execute({ pattern: values.pattern, limit: values.limit }),
      );
      expect(answered).toEqual(expected);
    }
    expect(built).toEqual(['asc', 'desc']);
    const [first] = await db.allTenants((tx) => run(tx, 'desc', { pattern: 'reusable-%', limit: 1 }));
    expect(first).toEqual({ tenant: { id: 'reusable-gamma', name: 'Gamma' }, total: NAMES.length });
  });

  it('runs in the transaction that asks: what it wrote is read, what it rolled back is not', async () => {
    const select = reusableSelects<{ name: string }>();
    const named = (tx: Tx, tenantId: string) =>
      select(tx, 'one', (tx) => tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.tenantId, sql.placeholder('id'))), { id: tenantId });
    let seen: unknown;
    const rolledBack = db.allTenants(async (tx) => {
      await tx.insert(tenants).values({ tenantId: 'reusable-new', name: 'New' });
      seen = await named(tx, 'reusable-new');
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(seen).toEqual([{ name: 'New' }]);
    expect(await db.allTenants((tx) => named(tx, 'reusable-new'))).toEqual([]);
  });
});
