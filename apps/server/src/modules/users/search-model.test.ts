import { USERS_SEARCH_COUNT_LIMIT, type UsersPage } from '@connector/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { insertUsers, openWorld, validTenant, type World } from '../../../test/world.ts';

/*
 * The users search against a model of decision 008: whichever way the server finds a page (the
 * four ranges sorted, the last name's range read in the name order, the sort's index walked), it
 * is the page of the plain filter and sort. More users than the count's bound, on words of two
 * letters, so that short searches match few, many and more than the bound, gathered or spread.
 */
const A_WORDS = ['ab', 'aab', 'abab'];
const B_WORDS = ['ba', 'bab', 'bba', 'b a'];
const WORDS = [...A_WORDS, ...B_WORDS];
const DOMAINS = ['aa.test', 'ab.test', 'b.test'];
const COUNT = USERS_SEARCH_COUNT_LIMIT + 600;
/** Users whose last name starts with b: more than the bound, while their first names, e-mails and domains hold fewer. */
const B_LAST = USERS_SEARCH_COUNT_LIMIT + 100;

interface Seeded {
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  enabled: boolean;
}

/** Deterministic, uneven: the last names cluster by the index (runs of the same word), the first names do not. */
const SEEDED: Seeded[] = Array.from({ length: COUNT }, (_, i) => {
  const lastWords = i < B_LAST ? B_WORDS : A_WORDS;
  const last = lastWords[Math.floor(i / 97) % lastWords.length] as string;
  const first = WORDS[(i * 3) % WORDS.length] as string;
  return {
    // The number keeps every "last first" apart, so the name sort has no ties to break by id.
    firstName: `${first[0]?.toUpperCase()}${first.slice(1)}${i}`,
    lastName: `${last[0]?.toUpperCase()}${last.slice(1)}`,
    email: `${first.replace(' ', '')}${i}@${DOMAINS[i % DOMAINS.length]}`,
    roles: [i % 5 === 0 ? 'tenantAdmin' : 'userBvd'],
    enabled: i % 3 !== 0,
  };
});

const SORTS = ['name', 'email', 'status', 'role'] as const;
type Sort = (typeof SORTS)[number];

/** Code point order, as the database's byte-wise operators and C collation compare. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const keysOf = (u: Seeded, sort: Sort): (string | number)[] => {
  switch (sort) {
    case 'name':
      return [`${u.lastName} ${u.firstName}`.toLowerCase()];
    case 'email':
      return [u.email];
    case 'status':
      return [u.enabled ? 1 : 0, u.email];
    case 'role':
      return [u.roles[0] ?? '', u.email];
  }
};

function modelOrder(sort: Sort, order: 'asc' | 'desc') {
  const sign = order === 'desc' ? -1 : 1;
  return (a: Seeded, b: Seeded) => {
    const [x, y] = [keysOf(a, sort), keysOf(b, sort)];
    for (let i = 0; i < x.length; i++) {
      const [p, q] = [x[i] as string | number, y[i] as string | number];
      const c = typeof p === 'number' ? p - (q as number) : compare(p, q as string);
      if (c !== 0) return sign * c;
    }
    return 0;
  };
}

const matches = (u: Seeded, prefix: string) =>
  [`${u.firstName} ${u.lastName}`, `${u.lastName} ${u.firstName}`, u.email, u.email.split('@')[1] ?? ''].some((text) => text.toLowerCase().startsWith(prefix));

describe.each(testDatabases)('users search against its model on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
    dataOf(await w.call('superAdmin', 'POST', '/api/tenants', validTenant('model')), 201);
    await insertUsers(w.db, 'model', SEEDED);
  });
  afterAll(() => w?.close());

  it('finds the sorted page of a last name matched past the bound from the name order', async () => {
    const found = SEEDED.filter((u) => matches(u, 'b')).sort(modelOrder('name', 'desc'));
    expect(SEEDED.filter((u) => u.lastName.toLowerCase().startsWith('b')).length).toBeGreaterThan(USERS_SEARCH_COUNT_LIMIT);
    const answer = dataOf<UsersPage>(await w.call('superAdmin', 'GET', '/api/tenants/model/users?search=b&sort=name&order=desc&pageSize=10&page=3'));
    expect(answer.rows.map((u) => u.email)).toEqual(found.slice(30, 40).map((u) => u.email));
    expect({ total: answer.total, more: answer.moreThanTotal }).toEqual({ total: USERS_SEARCH_COUNT_LIMIT, more: true });
  });

  it('answers the page of the plain filter and sort, and its total up to the bound', { timeout: 120_000 }, async () => {
    const search = fc.oneof(
      fc.constantFrom('a', 'b', 'ab', 'ba', 'b a', 'bab', 'abab', 'aab', 'aa.', 'ab.test', 'b.t', 'ba1', 'ab10', 'bba 3'),
      fc.stringMatching(/^[ab]{1,3}$/),
    );
    await fc.assert(
      fc.asyncProperty(search, fc.constantFrom(...SORTS), fc.constantFrom('asc' as const, 'desc' as const), fc.constantFrom(5, 10, 25), fc.nat(6), async (prefix, sort, order, pageSize, page) => {
        const query = new URLSearchParams({ search: prefix, sort, order, pageSize: String(pageSize), page: String(page) });
        const answer = dataOf<UsersPage>(await w.call('superAdmin', 'GET', `/api/tenants/model/users?${query}`));
        const found = SEEDED.filter((u) => matches(u, prefix)).sort(modelOrder(sort, order));
        expect(answer.rows.map((u) => u.email)).toEqual(found.slice(page * pageSize, (page + 1) * pageSize).map((u) => u.email));
        if (found.length <= USERS_SEARCH_COUNT_LIMIT) expect({ total: answer.total, more: answer.moreThanTotal }).toEqual({ total: found.length, more: false });
        else expect(answer.moreThanTotal || answer.total === found.length).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
