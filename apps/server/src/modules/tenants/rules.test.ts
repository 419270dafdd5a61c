import type { Tenant } from '@connector/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { bearer, signIn } from '../../../test/sign-in.ts';
import { openWorld, PASSWORD, validTenant, validUser, type World } from '../../../test/world.ts';
import { tenants } from '../../db/schema/index.ts';

const SECRET = 'Cl3ar-client-secret-value';
const { tenantId: _t, name: _n, ...updateBody } = validTenant('x');

describe.each(testDatabases)('tenant rules on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
  });
  afterAll(() => w?.close());

  it('normalises name and unique name to lower case without spaces or special characters', async () => {
    const created = dataOf<Tenant>(
      await w.call('superAdmin', 'POST', '/api/tenants', { ...validTenant('x'), tenantId: 'Gam Ma-1!', name: 'Gámma Corp.' }),
      201,
    );
    expect(created).toMatchObject({ tenantId: 'gamma1', name: 'gammacorp' });
    expect(dataOf<Tenant>(await w.call('superAdmin', 'GET', '/api/tenants/gamma1')).name).toBe('gammacorp');
  });

  it('refuses a second tenant with the same unique name (409, clear message)', async () => {
    const response = await w.call('superAdmin', 'POST', '/api/tenants', { ...validTenant('beta'), tenantId: 'BETA' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'A tenant with the unique name beta already exists',
      errors: [{ field: 'body.tenantId', message: 'A tenant with the unique name beta already exists' }],
    });
  });

  it('lists every tenant to a super administrator and only the own one to others', async () => {
    const ids = (list: Tenant[]) => list.map((t) => t.tenantId);
    expect(ids(dataOf(await w.call('superAdmin', 'GET', '/api/tenants')))).toEqual(expect.arrayContaining(['default', 'beta']));
    expect(ids(dataOf(await w.call('tenantEditor', 'GET', '/api/tenants')))).toEqual(['default']);
  });

  it('keeps the client secret encrypted, masked in answers, revealed only to tenant editors', async () => {
    const saved = dataOf<Tenant>(await w.call('superAdmin', 'PUT', '/api/tenants/beta', { ...updateBody, appClientId: 'client-1', appClientSecret: SECRET }));
    expect(saved).toMatchObject({ appClientId: 'client-1', hasAppClientSecret: true });

    const [row] = await w.db.allTenants((tx) => tx.select().from(tenants).where(eq(tenants.tenantId, 'beta')));
    expect(row?.appClientSecretEnc).toBeTruthy();
    expect(row?.appClientSecretEnc).not.toContain(SECRET);

    for (const [actor, url] of [
      ['superAdmin', '/api/tenants'],
      ['superAdmin', '/api/tenants/beta'],
      ['betaAdmin', '/api/tenant/configuration'],
    ] as const) {
      const response = await w.call(actor, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(SECRET);
    }

    expect(dataOf(await w.call('superAdmin', 'GET', '/api/tenants/beta/appClientSecret'))).toEqual({ appClientSecret: SECRET });
    expect(dataOf(await w.call('betaAdmin', 'GET', '/api/tenant/configuration/appClientSecret'))).toEqual({ appClientSecret: SECRET });
    expect((await w.call('tenantAdmin', 'GET', '/api/tenants/beta/appClientSecret')).statusCode).toBe(403);

    // Saving without a secret keeps the stored one.
    dataOf(await w.call('betaAdmin', 'PUT', '/api/tenant/configuration', { ...updateBody, city: 'Lisboa' }));
    expect(dataOf(await w.call('superAdmin', 'GET', '/api/tenants/beta/appClientSecret'))).toEqual({ appClientSecret: SECRET });
  });

  it('answers saves with the success message of TEN-9 and keeps the name', async () => {
    const response = await w.call('tenantAdmin', 'PUT', '/api/tenant/configuration', { ...updateBody, name: 'renamed' });
    expect(response.json()).toMatchObject({ success: true, message: 'Tenant Updated Successfully', data: { tenantId: 'default', name: 'default' } });
  });

  it('lets a user created in a new tenant sign in at <tenant>.localhost', async () => {
    dataOf(await w.call('superAdmin', 'POST', '/api/tenants', validTenant('omega')), 201);
    dataOf(await w.call('superAdmin', 'POST', '/api/users', { ...validUser('boss@omega.local', 'omega'), roles: ['tenantAdmin'] }), 201);
    const tokens = await signIn(w.app, { email: 'boss@omega.local', password: PASSWORD, host: 'omega.localhost' });
    const own = await w.app.inject({ url: '/api/tenant/configuration', headers: bearer(tokens, 'omega.localhost') });
    expect(dataOf<Tenant>(own).tenantId).toBe('omega');
    // The new tenant's token does not open another tenant's host.
    expect((await w.app.inject({ url: '/api/tenant/configuration', headers: bearer(tokens, 'beta.localhost') })).statusCode).toBe(401);
  });
});
