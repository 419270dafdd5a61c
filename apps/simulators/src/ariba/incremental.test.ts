import { ARIBA_PATHS, updatedDatesFilter } from '@connector/contracts/providers/ariba';
import type { SimTasksPage } from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aribaPath, aribaSession, F, idOf, type AribaSession, type Vendor } from '../../test/ariba.ts';
import { buildTestSimulators, testClock } from '../../test/test-app.ts';

const ids = (vendors: Vendor[]) => vendors.map(idOf);
const repeated = (list: string[]) => list.filter((id, i) => list.indexOf(id) !== i);
const updated = (v: Vendor) => String(v[F.lastUpdated]);
const filter = (from?: string, to?: string) => updatedDatesFilter({ ...(from ? { from: new Date(from) } : {}), ...(to ? { to: new Date(to) } : {}) }) ?? '';

describe('Ariba incremental vendor requests', () => {
  let app: FastifyInstance;
  let ariba: AribaSession;
  let everyone: Vendor[];
  let bound: string;
  const clock = testClock(Date.UTC(2026, 0, 1));
  const touch = (body: object) => app.inject({ method: 'POST', url: '/__sim/suppliers/touch', payload: { realm: 'connector-T', ...body } });
  const pendingTask = async (smVendorId: string) =>
    (await app.inject({ method: 'GET', url: `/__sim/ariba/tasks?smVendorId=${smVendorId}&status=Pending` })).json<SimTasksPage>().items[0]?.uniqueName;
  const decide = async (smVendorId: string, actionName: string) =>
    ariba.approval('POST', aribaPath(ARIBA_PATHS.action), { actionableType: 'Task', uniqueName: await pendingTask(smVendorId), actionName });

  beforeAll(async () => {
    app = await buildTestSimulators({}, clock.now);
  });
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    ariba = await aribaSession(app);
    everyone = await ariba.walk({}, 1000);
    bound = everyone.map(updated).sort()[650] ?? '';
  });
  afterAll(async () => {
    await app.close();
  });

  it('bounds the update date from either side, both bounds included, with the other filters and $count', async () => {
    const upper = everyone.map(updated).sort()[900] ?? '';
    const cases: [string, (v: Vendor) => boolean][] = [
      [filter(bound), (v) => updated(v) >= bound],
      [filter(undefined, bound), (v) => updated(v) <= bound],
      [filter(bound, upper), (v) => updated(v) >= bound && updated(v) <= upper],
    ];
    for (const [$filter, accepts] of cases) {
      const expected = everyone.filter((v) => accepts(v) && v[F.registrationStatus] === 'Registered');
      expect(expected.length).toBeGreaterThan(50);
      const page = await ariba.page({ registrationStatusList: ['Registered'] }, { count: true, filter: $filter });
      expect([page.count, ids(page.vendors)], $filter).toEqual([expected.length, ids(expected)]);
    }
    const edge = everyone.find((v) => updated(v) === bound);
    expect(ids((await ariba.page({}, { filter: filter(bound, bound) })).vendors)).toContain(idOf(edge ?? {}));
  });

  it('reads a bound written in another zone as the same instant', async () => {
    const inZone = new Date(Date.parse(bound) + 2 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+02:00');
    const same = await ariba.page({}, { filter: `updatedDateFrom ge '${inZone}'` });
    expect(ids(same.vendors)).toEqual(ids((await ariba.page({}, { filter: filter(bound) })).vendors));
  });

  it('never repeats or loses a vendor in a walk when vendors behind and ahead of it enter the filter', async () => {
    const before = everyone.filter((v) => updated(v) >= bound);
    const outside = everyone.filter((v) => updated(v) < bound);
    clock.advance(1000);
    const walked = await ariba.walk({}, 100, async (page) => {
      if (page !== 2) return;
      // Ten vendors the walk has passed, and ten it has not reached, now enter the filter.
      const passed = outside.slice(0, 10).map(idOf);
      const ahead = outside.slice(-10).map(idOf);
      expect((await touch({ smVendorIds: [...passed, ...ahead] })).statusCode).toBe(200);
      await app.inject({ method: 'POST', url: '/__sim/suppliers', payload: { realm: 'connector-T', count: 5 } });
    }, filter(bound));
    expect(repeated(ids(walked))).toEqual([]);
    const seen = new Set(ids(walked));
    expect(before.filter((v) => !seen.has(idOf(v)))).toEqual([]);
    expect(outside.slice(-10).every((v) => seen.has(idOf(v)))).toBe(true);
    expect(walked.filter((v) => Number(idOf(v).slice(1)) > 10029300)).toHaveLength(5);
  });

  it('never skips a vendor in a walk when vendors it has read leave the filter', async () => {
    const pending = everyone.filter((v) => v[F.registrationStatus] === 'PendingApproval');
    const walked = await ariba.walk({ registrationStatusList: ['PendingApproval'] }, 20, async (page) => {
      if (page !== 0) return;
      // Five vendors of the first page are approved and so leave the filter.
      for (const v of pending.slice(0, 5)) expect((await decide(idOf(v), 'Approve')).statusCode).toBe(200);
    });
    expect(ids(walked)).toEqual(ids(pending));
  });

  it('moves the update date when a task decides a vendor, not when a client writes answers or risk fields', async () => {
    const [first, second] = everyone.filter((v) => v[F.registrationStatus] === 'Registered');
    const decided = everyone.find((v) => v[F.registrationStatus] === 'PendingApproval');
    clock.advance(60_000);
    const now = new Date(clock.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect((await ariba.page({}, { filter: filter(now) })).vendors).toEqual([]);
    const digits = idOf(first ?? {}).slice(1);
    const answers = { answers: [{ externalSystemCorrelationId: 'ORBIS_BVD_ID', answer: 'DE123456789' }] };
    expect((await ariba.answers(idOf(first ?? {}), `WS1${digits}`, `Doc2${digits}`, answers)).statusCode).toBe(200);
    const risk = [{ smVendorId: idOf(second ?? {}), customFields: [{ fieldName: 'FIELD_01', value: 'High' }] }];
    expect((await ariba.call('PATCH', aribaPath(ARIBA_PATHS.riskCustomFields), { payload: risk })).statusCode).toBe(200);
    expect((await decide(idOf(decided ?? {}), 'Deny')).statusCode).toBe(200);
    const changed = (await ariba.page({}, { filter: filter(now) })).vendors;
    expect(changed).toEqual([expect.objectContaining({ [F.smVendorId]: idOf(decided ?? {}), [F.lastUpdated]: now, [F.registrationStatus]: 'RegistrationDenied' })]);
  });
});
