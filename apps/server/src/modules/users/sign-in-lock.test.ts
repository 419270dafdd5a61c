import { USER_ANSWERS, type SignInLock } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { accessTests } from '../../../test/access-tests.ts';
import { beginSignIn, exchangeCode, submitCredentials } from '../../../test/sign-in.ts';
import { TEST_ADMIN } from '../../../test/test-app.ts';
import { openWorld, PASSWORD, type World } from '../../../test/world.ts';

const ATTACKER = '203.0.113.66';
const CLEAR: SignInLock = { lockedAddresses: 0, slowed: false, until: null };

/** Signs `email` in from `address` with `password`; answers the last page (or the callback redirect). */
async function attempt(w: World, email: string, password: string, address: string) {
  const flow = await beginSignIn(w.app, { address });
  const answer = await submitCredentials(flow, email, password);
  return { flow, answer };
}

/** Five wrong passwords for `email` from the attacker's address, the last one refused with 429. */
async function guessFiveTimes(w: World, email: string, host = 'localhost') {
  const flow = await beginSignIn(w.app, { address: ATTACKER, host });
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await submitCredentials(flow, email, `Wrong!${i}guess`)).statusCode);
  expect(statuses).toEqual([400, 400, 400, 400, 429]);
  return flow;
}

describe.each(testDatabases)('sign-in throttle and its unlock on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
  });
  afterAll(() => w?.close());

  const lockUrl = (tenantId: string, userId: string) => `/api/tenants/${tenantId}/users/${userId}/signInLock`;
  const lockOf = (userId: string, tenantId = 'default') => w.call('superAdmin', 'GET', lockUrl(tenantId, userId));
  const unlock = (userId: string, tenantId = 'default') => w.call('superAdmin', 'PUT', '/api/users/unlock', { tenantId, userId });

  it('an attacker’s wrong passwords refuse the attacker’s address, never the super administrator elsewhere', async () => {
    const attacker = await guessFiveTimes(w, TEST_ADMIN.email);
    const right = await submitCredentials(attacker, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(right.statusCode).toBe(429);
    expect(right.body).toContain('Too many failed attempts. Try again in 15 minutes.');

    const { flow, answer } = await attempt(w, TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.10');
    await expect(exchangeCode(flow, answer)).resolves.toHaveProperty('access_token');
    // Her sign-in does not lift the attacker's refusal.
    expect((await attempt(w, TEST_ADMIN.email, TEST_ADMIN.password, ATTACKER)).answer.statusCode).toBe(429);
  });

  it('a super administrator sees the lock and lifts it, recorded in the audit trail', async () => {
    const user = w.users.userBvd;
    await guessFiveTimes(w, user.email);
    const held = await lockOf(user.userId);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data).toMatchObject({ lockedAddresses: 1, slowed: false });
    expect(Date.parse(held.json().data.until) - Date.now()).toBeGreaterThan(14 * 60_000);

    const lifted = await unlock(user.userId);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toEqual({ success: true, message: USER_ANSWERS.signInUnlocked, data: CLEAR });
    expect((await lockOf(user.userId)).json().data).toEqual(CLEAR);
    const { flow, answer } = await attempt(w, user.email, PASSWORD, ATTACKER);
    await expect(exchangeCode(flow, answer)).resolves.toHaveProperty('access_token');

    const trail = await w.call('superAdmin', 'GET', `/api/audit/user/${user.userId}`);
    expect(trail.json().data.rows[0]).toMatchObject({
      action: 'unlock-sign-in',
      actorEmail: TEST_ADMIN.email,
      before: { lockedAddresses: 1, until: held.json().data.until },
      after: { lockedAddresses: 0, until: null },
    });
  });

  it('reaches users of other tenants, and answers 404 for an unknown user', async () => {
    const user = w.users.betaUser;
    await guessFiveTimes(w, user.email, 'beta.localhost');
    expect((await lockOf(user.userId, 'beta')).json().data).toMatchObject({ lockedAddresses: 1 });
    expect((await unlock(user.userId, 'beta')).json().data).toEqual(CLEAR);
    expect((await lockOf(user.userId, 'beta')).json().data).toEqual(CLEAR);
    expect((await lockOf(crypto.randomUUID())).statusCode).toBe(404);
    expect((await unlock(crypto.randomUUID())).json()).toEqual({ success: false, message: USER_ANSWERS.notFound });
  });

  it('is for super administrators only, tenant administrators included', async () => {
    for (const actor of ['tenantAdmin', 'betaAdmin'] as const) {
      const tenantId = actor === 'betaAdmin' ? 'beta' : 'default';
      const userId = actor === 'betaAdmin' ? w.users.betaUser.userId : w.users.userBvd.userId;
      for (const response of [
        await w.call(actor, 'GET', lockUrl(tenantId, userId)),
        await w.call(actor, 'PUT', '/api/users/unlock', { tenantId, userId }),
      ]) {
        expect(response.statusCode, `${actor}: ${response.body}`).toBe(403);
        expect(response.json().message).toBe(USER_ANSWERS.signInLocksOnlyBySuperAdmin);
      }
    }
  });

  accessTests(() => w, [
    {
      endpoint: 'getUserSignInLock',
      method: 'GET',
      url: (w) => lockUrl('default', w.users.userBvd.userId),
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: (w) => lockUrl('beta', w.users.betaUser.userId) },
    },
    {
      endpoint: 'unlockUserSignIn',
      method: 'PUT',
      url: () => '/api/users/unlock',
      payload: (w) => ({ tenantId: 'default', userId: w.users.userBvd.userId }),
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: () => '/api/users/unlock', payload: (w) => ({ tenantId: 'beta', userId: w.users.betaUser.userId }) },
    },
  ]);
});
