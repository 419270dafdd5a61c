import type { User } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { insertUsers, openWorld, validTenant, validUser, type World } from '../../../test/world.ts';

type Page = { rows: User[]; total: number };
const COUNT = 30;
const pad = (i: number) => String(i).padStart(2, '0');
/** Last names run opposite to e-mails, so the two sorts differ; every third is a tenantAdmin, every fourth disabled. */
const SEEDED = Array.from({ length: COUNT }, (_, i) => ({
  firstName: i % 5 === 0 ? 'Special' : 'Plain',
  lastName: `Last${pad(COUNT - 1 - i)}`,
  email: `user${pad(i)}@paging.local`,
  roles: [i % 3 === 0 ? 'tenantAdmin' : 'userBvd'],
  enabled: i % 4 !== 0,
}));
const emails = (page: Page) => page.rows.map((u) => u.email);
const byEmail = SEEDED.map((u) => u.email).sort();

describe.each(testDatabases)('users list on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
    dataOf(await w.call('superAdmin', 'POST', '/api/tenants', validTenant('paging')), 201);
    await insertUsers(w.db, 'paging', SEEDED);
  });
  afterAll(() => w?.close());

  const list = async (query: string) => dataOf<Page>(await w.call('superAdmin', 'GET', `/api/tenants/paging/users?${query}`));

  it('answers 5 rows sorted by name by default, with the total', async () => {
    const page = await list('');
    expect(page.total).toBe(COUNT);
    expect(page.rows.map((u) => u.lastName)).toEqual(['Last00', 'Last01', 'Last02', 'Last03', 'Last04']);
  });

  it.each([
    { query: 'pageSize=10', rows: 10 },
    { query: 'pageSize=25', rows: 25 },
    { query: 'pageSize=0', rows: COUNT },
    { query: 'pageSize=25&page=1', rows: 5 },
    { query: 'pageSize=5&page=5', rows: 5 },
    { query: 'pageSize=5&page=6', rows: 0 },
  ])('pages with $query', async ({ query, rows }) => {
    const page = await list(query);
    expect(page.rows).toHaveLength(rows);
    expect(page.total).toBe(COUNT);
  });

  it('walks the pages without gaps or repeats', async () => {
    const seen: string[] = [];
    for (let p = 0; p < COUNT / 5; p++) seen.push(...emails(await list(`sort=email&page=${p}`)));
    expect(seen).toEqual(byEmail);
  });

  it.each([
    { query: 'sort=email', expected: () => byEmail },
    { query: 'sort=email&order=desc', expected: () => [...byEmail].reverse() },
    { query: 'sort=name&order=desc', expected: () => [...byEmail] },
    { query: 'sort=name', expected: () => [...byEmail].reverse() },
  ])('sorts with $query', async ({ query, expected }) => {
    expect(emails(await list(`${query}&pageSize=0`))).toEqual(expected());
  });

  it('sorts by role and by status, ties by e-mail', async () => {
    const byRole = (await list('sort=role&pageSize=0')).rows;
    expect(byRole.slice(0, 10).every((u) => u.roles[0] === 'tenantAdmin')).toBe(true);
    expect(emails({ rows: byRole.slice(0, 10), total: 10 })).toEqual(SEEDED.filter((u) => u.roles[0] === 'tenantAdmin').map((u) => u.email));
    const byStatus = (await list('sort=status&order=desc&pageSize=0')).rows;
    expect(byStatus.map((u) => u.enabled)).toEqual([...Array(22).fill(true), ...Array(8).fill(false)]);
  });

  it('sorts by id and, for super administrators, by tenant', async () => {
    const ids = (await list('sort=userId&pageSize=0')).rows.map((u) => u.userId);
    expect(ids).toEqual([...ids].sort());
    const all = dataOf<Page>(await w.call('superAdmin', 'GET', '/api/users?sort=tenantId&pageSize=0')).rows.map((u) => u.tenantId);
    expect(all).toEqual([...all].sort());
    expect(new Set(all)).toEqual(new Set(['beta', 'default', 'paging']));
  });

  it.each([
    { search: 'special', total: 6 },
    { search: 'SPECIAL last', total: 6 },
    { search: 'user07@', total: 1 },
    { search: 'last2', total: 10 },
    { search: 'last05 plain', total: 1 },
    { search: '  Special  ', total: 6 },
    { search: 'paging.local', total: COUNT },
    { search: 'pecial', total: 0 },
    { search: '%', total: 0 },
    { search: "' OR '1'='1", total: 0 },
    { search: 'nobody', total: 0 },
  ])('finds users whose name, e-mail or e-mail domain starts with "$search"', async ({ search, total }) => {
    const page = await list(`search=${encodeURIComponent(search)}&pageSize=0`);
    expect(page.total).toBe(total);
    expect(page.rows).toHaveLength(total);
  });

  it('pages a search with its own total', async () => {
    const page = await list('search=special&sort=email');
    expect(page.total).toBe(6);
    expect(emails(page)).toEqual(['user00@paging.local', 'user05@paging.local', 'user10@paging.local', 'user15@paging.local', 'user20@paging.local']);
  });

  it('keeps the total right as users come and go', async () => {
    const made = dataOf<User>(await w.call('superAdmin', 'POST', '/api/users', { ...validUser('extra@paging.local', 'paging') }), 201);
    expect((await list('')).total).toBe(COUNT + 1);
    dataOf(await w.call('superAdmin', 'DELETE', '/api/users', { tenantId: 'paging', userId: made.userId }));
    expect((await list('')).total).toBe(COUNT);
    const everyone = dataOf<Page>(await w.call('superAdmin', 'GET', '/api/users?pageSize=0'));
    expect(everyone.total).toBe(everyone.rows.length);
  });
});
