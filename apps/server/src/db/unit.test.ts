import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import type { Database, Tx } from './client.ts';
import { tenants, users } from './schema/index.ts';

const emails = async (tx: Tx) => (await tx.select({ email: users.email }).from(users).orderBy(users.email)).map((r) => r.email);

describe.each(testDatabases)('request units on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await db.allTenants(async (tx) => {
      await tx.insert(tenants).values([
        { tenantId: 'alpha', name: 'alpha' },
        { tenantId: 'beta', name: 'beta' },
      ]);
      await tx.insert(users).values([
        { tenantId: 'alpha', email: 'a@alpha.test', firstName: 'A', lastName: 'A' },
        { tenantId: 'beta', email: 'b@beta.test', firstName: 'B', lastName: 'B' },
      ]);
    });
  });
  afterAll(() => db.close());

  it('joins every call of the unit in one transaction, each in its own scope', async () => {
    const before = db.transactionsOpened();
    const unit = db.unit({ scope: { tenantId: 'alpha' } });
    const seen = await unit.run(async () => ({
      alpha: await db.forTenant('alpha', emails),
      all: await db.allTenants(emails),
      none: await db.unscoped(emails),
      beta: await db.forTenant('beta', emails),
    }));
    await unit.commit();
    expect(seen).toEqual({ alpha: ['a@alpha.test'], all: ['a@alpha.test', 'b@beta.test'], none: [], beta: ['b@beta.test'] });
    expect(db.transactionsOpened() - before).toBe(1);
  });

  it('keeps concurrent calls apart: each sees its own scope', async () => {
    const unit = db.unit();
    const [alpha, beta, all] = await unit.run(() =>
      Promise.all([db.forTenant('alpha', emails), db.forTenant('beta', emails), db.allTenants(emails)]),
    );
    await unit.commit();
    expect({ alpha, beta, all }).toEqual({ alpha: ['a@alpha.test'], beta: ['b@beta.test'], all: ['a@alpha.test', 'b@beta.test'] });
  });

  it('gives a nested call its scope for its own duration only', async () => {
    const unit = db.unit();
    const seen = await unit.run(() =>
      db.forTenant('alpha', async (tx) => {
        const inner = await db.forTenant('beta', emails);
        return { inner, outer: await emails(tx) };
      }),
    );
    await unit.commit();
    expect(seen).toEqual({ inner: ['b@beta.test'], outer: ['a@alpha.test'] });
  });

  it('writes all or nothing: a rollback undoes every call of the unit', async () => {
    const unit = db.unit();
    await unit.run(async () => {
      await db.forTenant('alpha', (tx) => tx.update(users).set({ firstName: 'Changed' }).where(eq(users.email, 'a@alpha.test')));
      await db.forTenant('beta', (tx) => tx.update(users).set({ firstName: 'Changed' }).where(eq(users.email, 'b@beta.test')));
    });
    await unit.rollback();
    const names = await db.allTenants(async (tx) => (await tx.select({ name: users.firstName }).from(users)).map((r) => r.name));
    expect(names.sort()).toEqual(['A', 'B']);
    await expect(unit.run(() => db.forTenant('alpha', emails))).rejects.toThrow(/already ended/);
  });

  it('runs what waits for the commit after the commit, and never after a rollback', async () => {
    const firstName = () => db.allTenants(async (tx) => (await tx.select({ name: users.firstName }).from(users).where(eq(users.email, 'a@alpha.test')))[0]?.name);
    const seen: (string | undefined)[] = [];
    const committing = db.unit();
    await committing.run(async () => {
      await db.forTenant('alpha', (tx) => tx.update(users).set({ firstName: 'Committed' }).where(eq(users.email, 'a@alpha.test')));
      db.afterCommit(() => void firstName().then((name) => seen.push(name)));
    });
    expect(seen).toEqual([]);
    await committing.commit();
    await expect.poll(() => seen).toEqual(['Committed']);

    let ran = false;
    const rolling = db.unit();
    await rolling.run(async () => {
      await db.forTenant('alpha', (tx) => tx.update(users).set({ firstName: 'A' }).where(eq(users.email, 'a@alpha.test')));
      db.afterCommit(() => (ran = true));
    });
    await rolling.rollback();
    await rolling.commit();
    expect(ran).toBe(false);

    // Outside a unit every call has committed when it returns: it runs at once.
    await db.forTenant('alpha', (tx) => tx.update(users).set({ firstName: 'A' }).where(eq(users.email, 'a@alpha.test')));
    db.afterCommit(() => (ran = true));
    expect(ran).toBe(true);
  });

  it('answers from the facts cache only after the unit read the generation, and forgets on a change', async () => {
    let loads = 0;
    const enabledOf = () =>
      db.facts.memo('test:alpha', async () => {
        loads += 1;
        return db.forTenant('alpha', async (tx) => (await tx.select().from(tenants).where(eq(tenants.tenantId, 'alpha')))[0]?.enabled);
      });
    const inUnit = async () => {
      const unit = db.unit({ scope: { tenantId: 'alpha' } });
      const value = await unit.run(enabledOf);
      await unit.commit();
      return value;
    };
    expect(await inUnit()).toBe(true);
    expect(await inUnit()).toBe(true);
    const loadsWhenWarm = loads;
    expect(await inUnit()).toBe(true);
    expect(loads).toBe(loadsWhenWarm);

    // A change committed by another transaction (as another server instance would) moves the generation.
    await db.allTenants((tx) => tx.update(tenants).set({ enabled: false }).where(eq(tenants.tenantId, 'alpha')));
    expect(await inUnit()).toBe(false);
    expect(loads).toBe(loadsWhenWarm + 1);
    // Outside a request the cache never answers: the value is read afresh.
    await enabledOf();
    expect(loads).toBe(loadsWhenWarm + 2);
  });
});
