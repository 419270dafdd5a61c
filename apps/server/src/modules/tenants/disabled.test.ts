import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { beginSignIn, signIn, submitCredentials } from '../../../test/sign-in.ts';
import { TEST_ADMIN } from '../../../test/test-app.ts';
import { openWorld, PASSWORD, validTenant, type World } from '../../../test/world.ts';

const { tenantId: _t, name: _n, ...tenantBody } = validTenant('beta');

describe.each(testDatabases)('a disabled tenant on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
  });
  afterAll(() => w?.close());

  const setEnabled = async (enabled: boolean) => dataOf(await w.call('superAdmin', 'PUT', '/api/tenants/beta', { ...tenantBody, enabled }));
  const betaUsers = () => w.call('betaAdmin', 'GET', '/api/tenants/beta/users');

  it('shuts its people out at once and lets them back in when enabled again', async () => {
    expect((await betaUsers()).statusCode).toBe(200);
    await setEnabled(false);

    expect((await betaUsers()).statusCode).toBe(401);
    const flow = await beginSignIn(w.app, { host: 'beta.localhost' });
    const refused = await submitCredentials(flow, w.users.betaUser.email, PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Invalid email or password.');

    // Super administrators keep the keys: they can still reach and re-enable the tenant.
    const admin = await signIn(w.app, TEST_ADMIN);
    expect(admin.access_token).toBeTruthy();
    expect((await w.call('superAdmin', 'GET', '/api/tenants/beta/users')).statusCode).toBe(200);

    await setEnabled(true);
    expect((await betaUsers()).statusCode).toBe(200);
    await expect(signIn(w.app, { email: w.users.betaUser.email, password: PASSWORD, host: 'beta.localhost' })).resolves.toHaveProperty('access_token');
  });
});
