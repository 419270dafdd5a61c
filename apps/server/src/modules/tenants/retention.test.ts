import { AUDIT_RETENTION_DAYS, TENANT_RETENTION_MESSAGES, type Tenant } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, validTenant, type World } from '../../../test/world.ts';
import { createTenantsRepository } from './repository.ts';

const { tenantId: _t, name: _n, ...updateBody } = validTenant('x');

describe.each(testDatabases)('tenant audit retention on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
  });
  afterAll(() => w?.close());

  it('keeps events 400 days unless a super administrator says otherwise', async () => {
    const created = dataOf<Tenant>(await w.call('superAdmin', 'POST', '/api/tenants', validTenant('kept')), 201);
    expect(created.auditRetentionDays).toBe(AUDIT_RETENTION_DAYS.default);
    const updated = dataOf<Tenant>(await w.call('superAdmin', 'PUT', '/api/tenants/kept', { ...updateBody, auditRetentionDays: 90 }));
    expect(updated.auditRetentionDays).toBe(90);
    // Omitted, it stays as it is.
    expect(dataOf<Tenant>(await w.call('superAdmin', 'PUT', '/api/tenants/kept', updateBody)).auditRetentionDays).toBe(90);
    const retentions = await w.db.allTenants((tx) => createTenantsRepository().retentions(tx));
    expect(retentions).toContainEqual({ tenantId: 'kept', days: 90 });
    expect(retentions).toContainEqual({ tenantId: 'beta', days: AUDIT_RETENTION_DAYS.default });
  });

  it.each([AUDIT_RETENTION_DAYS.min - 1, AUDIT_RETENTION_DAYS.max + 1, 90.5, '90'])('refuses %j days naming the field', async (days) => {
    const response = await w.call('superAdmin', 'PUT', '/api/tenants/default', { ...updateBody, auditRetentionDays: days });
    expectFieldError(response, 'body.auditRetentionDays', TENANT_RETENTION_MESSAGES.days);
  });

  it('lets no one but a super administrator change it, in My account or on the tenants screen', async () => {
    const own = dataOf<Tenant>(await w.call('tenantAdmin', 'GET', '/api/tenant/configuration'));
    const shorter = { ...updateBody, auditRetentionDays: AUDIT_RETENTION_DAYS.min };
    for (const [actor, url] of [
      ['tenantAdmin', '/api/tenant/configuration'],
      ['tenantEditor', '/api/tenants/default'],
    ] as const) {
      const response = await w.call(actor, 'PUT', url, shorter);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ message: TENANT_RETENTION_MESSAGES.superAdminOnly });
    }
    // Sending the stored value back, as the form does, changes nothing and is allowed.
    const same = await w.call('tenantAdmin', 'PUT', '/api/tenant/configuration', { ...updateBody, auditRetentionDays: own.auditRetentionDays });
    expect(dataOf<Tenant>(same).auditRetentionDays).toBe(own.auditRetentionDays);
  });
});
