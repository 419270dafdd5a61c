import { AUDIT_COUNT_LIMIT, AUDIT_MESSAGES, type AuditEvent, type AuditLogPage } from '@connector/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTests } from '../../../test/access-tests.ts';
import { dataOf, expectFieldError } from '../../../test/answers.ts';
import { testDatabases } from '../../../test/databases.ts';
import { openWorld, validTenant, type Actor, type World } from '../../../test/world.ts';
import { createAuditRepository, type NewAuditRow } from './repository.ts';

/** Events written straight into the log, at known moments, as the modules would have written them. */
const at = (day: number, minute = 0) => new Date(Date.UTC(2024, 0, day, 9, minute));
const event = (tenantId: string, fields: Partial<NewAuditRow> & { at: Date }): NewAuditRow & { at: Date } => ({
  tenantId,
  actorId: 'u-ana',
  actorEmail: 'ana.garcia@default.local',
  action: 'update',
  entity: 'user',
  entityId: 'u-1',
  before: { city: 'Madrid' },
  after: { city: 'Porto' },
  ...fields,
});

/** 12 events of `default` in January 2024 (the 1st to the 12th), 3 of `beta`, and 30 of `default` at one same instant in March. */
const JANUARY = Array.from({ length: 12 }, (_, i) =>
  event('default', {
    at: at(i + 1),
    ...(i % 3 === 0 ? { actorId: 'u-bob', actorEmail: 'bob.stone@default.local' } : {}),
    ...(i % 4 === 0 ? { entity: 'role', entityId: 'auditor', action: 'create', before: null } : {}),
  }),
);
const BETA = [1, 2, 3].map((day) => event('beta', { at: at(day), actorId: 'u-carol', actorEmail: 'carol@beta.local', entityId: 'u-beta' }));
const MARCH_FIRST = new Date(Date.UTC(2024, 2, 1, 9));
const SAME_INSTANT = Array.from({ length: 30 }, (_, i) => event('default', { at: MARCH_FIRST, entityId: `tie-${i}` }));

async function seed(w: World, rows: NewAuditRow[]): Promise<void> {
  await w.db.allTenants((tx) => createAuditRepository().insert(tx, rows));
}

describe.each(testDatabases)('tenant audit log on $name', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(database);
    await seed(w, [...JANUARY, ...BETA, ...SAME_INSTANT]);
  });
  afterAll(() => w?.close());

  const page = async (query: string, actor: Actor = 'tenantAdmin') => dataOf<AuditLogPage>(await w.call(actor, 'GET', `/api/audit?${query}`));
  const january = 'from=2024-01-01T00:00:00Z&to=2024-02-01T00:00:00Z&pageSize=100';

  accessTests(() => w, [
    {
      endpoint: 'listTenantAuditEvents',
      method: 'GET',
      url: () => '/api/audit',
      forbidden: 'userBvd',
      foreign: { actor: 'tenantAdmin', url: () => '/api/audit?tenantId=beta' },
    },
    {
      endpoint: 'exportAuditEvents',
      method: 'GET',
      url: () => '/api/audit/export?format=csv',
      forbidden: 'tenantEditor',
      foreign: { actor: 'betaAdmin', url: () => '/api/audit/export?format=csv&tenantId=default' },
    },
  ]);

  it('shows a tenant administrator their own tenant’s events only, newest first', async () => {
    const { rows, total, moreThanTotal } = await page(january);
    expect(rows.map((e) => e.at)).toEqual(JANUARY.map((e) => e.at.toISOString()).reverse());
    expect(rows.every((e) => e.tenantId === 'default')).toBe(true);
    expect([total, moreThanTotal]).toEqual([12, false]);
    expect(rows[0]).toMatchObject({ actorEmail: 'ana.garcia@default.local', source: 'person', before: { city: 'Madrid' }, after: { city: 'Porto' } });
  });

  it('lets a super administrator choose the tenant', async () => {
    const beta = await page(`${january}&tenantId=beta`, 'superAdmin');
    expect(beta.rows.map((e) => [e.tenantId, e.actorEmail])).toEqual(BETA.map(() => ['beta', 'carol@beta.local']));
    expect((await page(january, 'superAdmin')).total).toBe(12);
    expect((await w.call('betaAdmin', 'GET', '/api/audit?tenantId=default')).statusCode).toBe(404);
  });

  it.each([
    ['actor=Bob.St', (e: NewAuditRow & { at: Date }) => e.actorEmail === 'bob.stone@default.local'],
    ['actor=stone', () => false],
    ['actor=u-bob', (e: NewAuditRow & { at: Date }) => e.actorId === 'u-bob'],
    ['actor=%25', () => false],
    ['entity=role', (e: NewAuditRow & { at: Date }) => e.entity === 'role'],
    ['action=create', (e: NewAuditRow & { at: Date }) => e.action === 'create'],
    ['entityId=auditor&entity=role', (e: NewAuditRow & { at: Date }) => e.entityId === 'auditor'],
    ['from=2024-01-05T09:00:00Z&to=2024-01-08T09:00:00Z', (e: NewAuditRow & { at: Date }) => e.at >= at(5) && e.at < at(8)],
  ])('filters by %s', async (filter, matches) => {
    const period = filter.includes('from=') ? 'pageSize=100' : january;
    const { rows, total } = await page(`${period}&${filter}`);
    const expected = JANUARY.filter(matches).map((e) => e.at.toISOString()).reverse();
    expect(rows.map((e) => e.at)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('pages through events of one instant without losing or repeating one', async () => {
    const query = 'from=2024-03-01T00:00:00Z&to=2024-03-02T00:00:00Z&pageSize=10';
    const seen: AuditEvent[] = [];
    let cursor: string | null = '';
    for (let pages = 0; cursor !== null; pages += 1) {
      expect(pages).toBeLessThan(4);
      const next: AuditLogPage = await page(cursor ? `${query}&cursor=${cursor}` : query);
      expect([next.total, next.moreThanTotal]).toEqual([30, false]);
      seen.push(...next.rows);
      cursor = next.nextCursor;
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen.map((e) => e.entityId)).size).toBe(30);
    const ids = seen.map((e) => e.id);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('refuses a bad filter or page, naming the field', async () => {
    expectFieldError(await w.call('tenantAdmin', 'GET', '/api/audit?from=yesterday'), 'query.from', AUDIT_MESSAGES.instant);
    expectFieldError(await w.call('tenantAdmin', 'GET', '/api/audit?from=2024-02-01T00:00:00Z&to=2024-01-01T00:00:00Z'), 'query.to', AUDIT_MESSAGES.range);
    expectFieldError(await w.call('tenantAdmin', 'GET', '/api/audit?pageSize=7'), 'query.pageSize', AUDIT_MESSAGES.pageSize);
    expectFieldError(await w.call('tenantAdmin', 'GET', '/api/audit?cursor=bm9wZQ'), 'query.cursor', AUDIT_MESSAGES.cursor);
    const unknownKind = await w.call('tenantAdmin', 'GET', '/api/audit?entity=invoice');
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['query.entity']);
  });

  it('records a change made through the API, its secret only as changed', async () => {
    dataOf(await w.call('superAdmin', 'POST', '/api/tenants', validTenant('logged')), 201);
    const { tenantId: _t, name: _n, ...fields } = validTenant('logged');
    const secret = 'Cl3ar-log-secret';
    dataOf(await w.call('superAdmin', 'PUT', '/api/tenants/logged', { ...fields, appClientSecret: secret }));
    const response = await w.call('superAdmin', 'GET', '/api/audit?tenantId=logged&entity=tenant');
    expect(response.body).not.toContain(secret);
    const [updated, created] = dataOf<AuditLogPage>(response).rows;
    expect(created).toMatchObject({ action: 'create', source: 'person', actorEmail: 'admin@default.local' });
    expect(updated).toMatchObject({ action: 'update', after: { appClientSecret: '[secret]' } });
  });

  it('counts no further than its limit and says there are more', async () => {
    dataOf(await w.call('superAdmin', 'POST', '/api/tenants', validTenant('busy')), 201);
    await seed(w, Array.from({ length: AUDIT_COUNT_LIMIT + 5 }, (_, i) => event('busy', { at: at(1, i % 60), entityId: `busy-${i}` })));
    const { rows, total, moreThanTotal, nextCursor } = await page('tenantId=busy&pageSize=10', 'superAdmin');
    expect([rows.length, total, moreThanTotal]).toEqual([10, AUDIT_COUNT_LIMIT, true]);
    expect(nextCursor).not.toBeNull();
  });
});
