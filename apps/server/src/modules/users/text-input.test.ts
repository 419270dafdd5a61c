import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, validUser, type World } from '../../../test/world.ts';

const NUL = '\u0000';
const MESSAGE = 'Must not contain the NUL character';

/** Text the database cannot store is refused before any query, naming its field: never a 500. */
describe.each(testDatabases)('NUL characters in users input on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
  });
  afterAll(() => w?.close());

  const total = async () => dataOf<{ total: number }>(await w.call('superAdmin', 'GET', '/api/tenants/default/users')).total;

  it('refuses a search, a new user and a changed user holding one, writing nothing', async () => {
    const before = await total();
    expectFieldError(await w.call('superAdmin', 'GET', `/api/tenants/default/users?search=${encodeURIComponent(`a${NUL}b`)}`), 'query.search', MESSAGE);
    expectFieldError(
      await w.call('superAdmin', 'POST', '/api/users', { ...validUser('nul@default.local', 'default'), firstName: `A${NUL}B` }),
      'body.firstName',
      MESSAGE,
    );
    const { userId } = w.users.userBvd;
    const { userId: _u, tenantId: _t, email: _e, ...current } = dataOf<Record<string, unknown>>(await w.call('superAdmin', 'GET', `/api/tenants/default/users/${userId}`));
    expectFieldError(await w.call('superAdmin', 'PUT', `/api/users/${userId}`, { ...current, tenantId: 'default', lastName: `x${NUL}` }), 'body.lastName', MESSAGE);
    expect(await total()).toBe(before);
  });
});
