import { AUDIT_MESSAGES, type AuditEvent, type AuditTrailPage, type Role, type User } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTests } from '../../../test/access-tests.ts';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, PASSWORD, validTenant, validUser, type World } from '../../../test/world.ts';
import { createAuditRepository, type NewAuditRow } from './repository.ts';

const TEMPORARY = 'Temp0rary!pw';
const SECRET = 'Cl3ar-audited-secret';

describe.each(testDatabases)('audit trail on $name', (database) => {
  let w: World;
  let betaMember: User;
  beforeAll(async () => {
    w = await openWorld(database);
    betaMember = dataOf<User>(await w.call('betaAdmin', 'POST', '/api/users', validUser('member@beta.local', 'beta')), 201);
  });
  afterAll(() => w?.close());

  const trail = async (path: string, actor: 'tenantAdmin' | 'superAdmin' = 'tenantAdmin') => {
    const response = await w.call(actor, 'GET', `/api/audit/${path}`);
    expect(response.body).not.toContain(PASSWORD);
    expect(response.body).not.toContain(TEMPORARY);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain('$argon2');
    return dataOf<AuditTrailPage>(response).rows;
  };

  accessTests(() => w, [
    {
      endpoint: 'listAuditEvents',
      method: 'GET',
      url: (x) => `/api/audit/user/${x.users.tenantAdmin.userId}`,
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: () => `/api/audit/user/${betaMember.userId}` },
    },
  ]);

  it('records every change of a user: who, where, when, what changed, never the password', async () => {
    const created = dataOf<User>(await w.call('tenantAdmin', 'POST', '/api/users', validUser('tracked@default.local')), 201);
    const ref = { tenantId: 'default', userId: created.userId };
    const { email: _e, password: _p, ...fields } = validUser('tracked@default.local');
    dataOf(await w.call('tenantAdmin', 'PUT', `/api/users/${created.userId}`, { ...fields, firstName: 'Changed', roles: ['tenantAdmin'] }));
    dataOf(await w.call('tenantAdmin', 'PUT', '/api/users/disable', ref));
    dataOf(await w.call('tenantAdmin', 'PUT', '/api/users/enable', ref));
    dataOf(await w.call('tenantAdmin', 'PUT', '/api/users/reset', { ...ref, password: TEMPORARY }));
    dataOf(await w.call('tenantAdmin', 'DELETE', '/api/users', ref));

    const events = await trail(`user/${created.userId}`);
    expect(events.map((e) => e.action)).toEqual(['delete', 'reset-password', 'enable', 'disable', 'update', 'create']);
    for (const event of events) {
      expect(event).toMatchObject({ tenantId: 'default', entity: 'user', entityId: created.userId, actorEmail: 'admin2@default.local' });
      expect(event.actorId).toBe(w.users.tenantAdmin.userId);
      expect(Date.now() - Date.parse(event.at)).toBeLessThan(60_000);
    }
    const [deleted, reset, enabled, disabled, updated, made] = events;
    expect(made?.after).toMatchObject({ email: 'tracked@default.local', firstName: 'Test', roles: ['userBvd'], password: '[secret]' });
    expect(updated?.before).toEqual({ firstName: 'Test', roles: ['userBvd'] });
    expect(updated?.after).toEqual({ firstName: 'Changed', roles: ['tenantAdmin'] });
    expect([disabled?.before, disabled?.after]).toEqual([{ enabled: true }, { enabled: false }]);
    expect(enabled?.after).toEqual({ enabled: true });
    expect(reset?.after).toEqual({ password: '[secret]', mustChangePassword: true });
    expect(deleted?.before).toMatchObject({ email: 'tracked@default.local', password: '[secret]' });
    expect(deleted?.after).toBeNull();
  });

  it('records role creation and changes', async () => {
    const role = { roleId: 'auditor', name: 'auditor', description: 'Reads users', permissions: ['Connector.Users.List'] };
    dataOf<Role>(await w.call('tenantAdmin', 'POST', '/api/roles', role), 201);
    dataOf(await w.call('tenantAdmin', 'PUT', '/api/roles/auditor', { ...role, permissions: ['Connector.Users.List', 'Connector.Users.Edit'] }));
    const [updated, created] = await trail('role/auditor');
    expect(created).toMatchObject({ action: 'create', after: { name: 'auditor', permissions: ['Connector.Users.List'] } });
    expect(updated).toMatchObject({
      action: 'update',
      before: { permissions: ['Connector.Users.List'] },
      after: { permissions: ['Connector.Users.List', 'Connector.Users.Edit'] },
    });
  });

  it('records tenant creation and changes, the client secret only as changed', async () => {
    dataOf(await w.call('superAdmin', 'POST', '/api/tenants', validTenant('audited')), 201);
    const { tenantId: _t, name: _n, ...fields } = validTenant('audited');
    dataOf(await w.call('superAdmin', 'PUT', '/api/tenants/audited', { ...fields, city: 'Porto', appClientSecret: SECRET }));
    const [updated, created] = await trail('tenant/audited', 'superAdmin');
    expect(created).toMatchObject({ action: 'create', tenantId: 'audited', actorEmail: 'admin@default.local', after: { city: 'Madrid' } });
    expect(updated?.before).toEqual({ city: 'Madrid', appClientSecret: null });
    expect(updated?.after).toEqual({ city: 'Porto', appClientSecret: '[secret]' });
  });

  it('lets a super administrator read another tenant’s user trail, and a tenant only its own tenant trail', async () => {
    const [made] = await trail(`user/${betaMember.userId}`, 'superAdmin');
    expect(made).toMatchObject({ action: 'create', tenantId: 'beta', actorEmail: 'admin@beta.local' });
    expect((await w.call('tenantEditor', 'GET', '/api/audit/tenant/beta')).statusCode).toBe(404);
    expect((await w.call('tenantAdmin', 'GET', '/api/audit/tenant/beta')).statusCode).toBe(403);
  });

  describe('paged', () => {
    /** 23 events of one user at one same instant, then 2 later ones, written as the modules would have; another user's and another tenant's. */
    const RECORD = 'u-paged';
    const SAME_INSTANT = new Date(Date.UTC(2024, 0, 1, 9));
    const event = (fields: Partial<NewAuditRow> & { at: Date }): NewAuditRow & { at: Date } => ({
      tenantId: 'default',
      actorId: 'u-ana',
      actorEmail: 'ana@default.local',
      action: 'update',
      entity: 'user',
      entityId: RECORD,
      before: { city: 'Madrid' },
      after: { city: 'Porto' },
      ...fields,
    });
    beforeAll(async () => {
      const rows = [
        ...Array.from({ length: 23 }, (_, i) => event({ at: SAME_INSTANT, after: { city: `City ${i}` } })),
        event({ at: new Date(Date.UTC(2024, 0, 2, 9)), actorId: 'app:crm', actorEmail: null, action: 'enable' }),
        event({ at: new Date(Date.UTC(2024, 0, 3, 9)), actorId: null, actorEmail: null, action: 'disable' }),
        event({ at: new Date(Date.UTC(2024, 0, 4, 9)), entityId: 'u-other' }),
        event({ at: new Date(Date.UTC(2024, 0, 4, 9)), tenantId: 'beta', entityId: 'u-beta-only' }),
      ];
      await w.db.allTenants((tx) => createAuditRepository().insert(tx, rows));
    });

    const pageOf = async (query: string) => dataOf<AuditTrailPage>(await w.call('tenantAdmin', 'GET', `/api/audit/user/${RECORD}?${query}`));

    it('pages a record’s trail newest first, without losing or repeating an event, with each event’s source', async () => {
      const seen: AuditEvent[] = [];
      const sizes: number[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        expect(sizes.length).toBeLessThan(4);
        const page: AuditTrailPage = await pageOf(cursor ? `pageSize=10&cursor=${cursor}` : 'pageSize=10');
        sizes.push(page.rows.length);
        seen.push(...page.rows);
        cursor = page.nextCursor;
      }
      expect(sizes).toEqual([10, 10, 5]);
      expect(new Set(seen.map((e) => e.id)).size).toBe(25);
      expect(seen.every((e) => e.tenantId === 'default' && e.entityId === RECORD)).toBe(true);
      expect(seen.slice(0, 2).map((e) => [e.action, e.source])).toEqual([
        ['disable', 'schedule'],
        ['enable', 'application'],
      ]);
      expect(seen.slice(2).every((e) => e.source === 'person' && e.at === SAME_INSTANT.toISOString())).toBe(true);
      const tied = seen.slice(2).map((e) => e.id);
      expect(tied).toEqual([...tied].sort().reverse());
    });

    it('answers 25 events a page unless asked, and refuses a bad page naming the field', async () => {
      const first = await pageOf('');
      expect([first.rows.length, first.nextCursor]).toEqual([25, null]);
      expectFieldError(await w.call('tenantAdmin', 'GET', `/api/audit/user/${RECORD}?pageSize=7`), 'query.pageSize', AUDIT_MESSAGES.pageSize);
      expectFieldError(await w.call('tenantAdmin', 'GET', `/api/audit/user/${RECORD}?cursor=bm9wZQ`), 'query.cursor', AUDIT_MESSAGES.cursor);
    });

    it('answers 404 for a record with no event in the caller’s tenant, and 403 without the permission to list its kind', async () => {
      const foreign = await w.call('tenantAdmin', 'GET', '/api/audit/user/u-beta-only');
      expect([foreign.statusCode, foreign.json().message]).toEqual([404, AUDIT_MESSAGES.noEvents]);
      expect((await w.call('userBvd', 'GET', `/api/audit/role/auditor?pageSize=10`)).statusCode).toBe(403);
      expect((await w.call('userBvd', 'GET', `/api/audit/application/crm`)).statusCode).toBe(403);
    });
  });
});
