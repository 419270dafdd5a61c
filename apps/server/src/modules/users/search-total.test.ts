import { USERS_SEARCH_COUNT_LIMIT, type UsersPage } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { insertUsers, openWorld, validTenant, type World } from '../../../test/world.ts';

/*
 * USR-2's search, counted exactly up to USERS_SEARCH_COUNT_LIMIT matches and "more than" past it
 * (decision 008). The fixtures sit on both sides of the bound:
 * - `wide.test`: one more user than the bound, last names Alpha…, first in the order by name;
 * - `exact.test`: exactly the bound, last names Zulu…, last in the order by name;
 * - one Zeta, so that "z" matches one more than the bound, all after every Alpha.
 */
const LIMIT = USERS_SEARCH_COUNT_LIMIT;
const pad = (i: number) => String(i).padStart(4, '0');
const WIDE = Array.from({ length: LIMIT + 1 }, (_, i) => ({ firstName: 'Wide', lastName: `Alpha${pad(i)}`, email: `a${pad(i)}@wide.test` }));
const EXACT = Array.from({ length: LIMIT }, (_, i) => ({ firstName: 'Exact', lastName: `Zulu${pad(i)}`, email: `b${pad(i)}@exact.test` }));
const ZETA = { firstName: 'Lone', lastName: 'Zeta', email: 'zeta@other.test' };

const emails = (page: UsersPage) => page.rows.map((u) => u.email);
const totalOf = ({ total, moreThanTotal }: UsersPage) => ({ total, moreThanTotal });

describe.each(testDatabases)('users search total on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
    dataOf(await w.call('superAdmin', 'POST', '/api/tenants', validTenant('bounded')), 201);
    await insertUsers(w.db, 'bounded', [...WIDE, ...EXACT, ZETA]);
  });
  afterAll(() => w?.close());

  const list = async (query: string, path = '/api/tenants/bounded/users') => dataOf<UsersPage>(await w.call('superAdmin', 'GET', `${path}?${query}`));

  it('counts exactly up to the bound', async () => {
    const page = await list('search=exact.test');
    expect(totalOf(page)).toEqual({ total: LIMIT, moreThanTotal: false });
    expect(emails(page)).toEqual(EXACT.slice(0, 5).map((u) => u.email));
    expect(totalOf(await list('search=zeta'))).toEqual({ total: 1, moreThanTotal: false });
    expect(totalOf(await list('search=nobody'))).toEqual({ total: 0, moreThanTotal: false });
  });

  it('answers "more than" the bound past it, with the first page still in order', async () => {
    const page = await list('search=wide.test');
    expect(totalOf(page)).toEqual({ total: LIMIT, moreThanTotal: true });
    expect(emails(page)).toEqual(WIDE.slice(0, 5).map((u) => u.email));
    const all = await list('search=wide.test', '/api/users');
    expect(totalOf(all)).toEqual({ total: LIMIT, moreThanTotal: true });
  });

  it('walks every page of a search past the bound without gaps or repeats', async () => {
    const seen: string[] = [];
    for (let page = 0; page * 25 < WIDE.length; page++) seen.push(...emails(await list(`search=wide.test&sort=email&order=desc&pageSize=25&page=${page}`)));
    expect(seen).toEqual(WIDE.map((u) => u.email).reverse());
  });

  it('says how far it knows: more than the page, then exact at the end, then more than the bound past it', async () => {
    const before = await list('search=wide.test&sort=email&pageSize=25&page=39');
    expect(totalOf(before)).toEqual({ total: LIMIT, moreThanTotal: true });
    const deep = await list('search=wide.test&sort=email&pageSize=5&page=199');
    expect(totalOf(deep)).toEqual({ total: LIMIT, moreThanTotal: true });
    expect(emails(deep)).toEqual(WIDE.slice(995, 1000).map((u) => u.email));
    const last = await list('search=wide.test&sort=email&pageSize=25&page=40');
    expect(totalOf(last)).toEqual({ total: LIMIT + 1, moreThanTotal: false });
    expect(emails(last)).toEqual([WIDE[LIMIT]?.email]);
    const past = await list('search=wide.test&sort=email&pageSize=25&page=41');
    expect(past.rows).toEqual([]);
    expect(totalOf(past)).toEqual({ total: LIMIT, moreThanTotal: true });
  });

  it('finds the page of matches gathered far down the order (all sorted, not walked)', async () => {
    const page = await list('search=z&sort=name');
    expect(totalOf(page)).toEqual({ total: LIMIT, moreThanTotal: true });
    expect(page.rows.map((u) => u.lastName)).toEqual(['Zeta', 'Zulu0000', 'Zulu0001', 'Zulu0002', 'Zulu0003']);
    const reversed = await list('search=z&sort=name&order=desc&pageSize=10&page=1');
    expect(reversed.rows.map((u) => u.lastName)).toEqual(EXACT.slice(LIMIT - 20, LIMIT - 10).map((u) => u.lastName).reverse());
  });

  it('returns every match of "All" up to the bound, and the count with it', async () => {
    const page = await list('search=exact.test&pageSize=0');
    expect(page.rows).toHaveLength(LIMIT);
    expect(totalOf(page)).toEqual({ total: LIMIT, moreThanTotal: false });
    const wide = await list('search=wide.test&pageSize=0');
    expect(wide.rows).toHaveLength(LIMIT + 1);
    expect(totalOf(wide)).toEqual({ total: LIMIT + 1, moreThanTotal: false });
  });
});
