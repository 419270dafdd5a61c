import { ARIBA_PATHS, AribaPendingApprovables } from '@connector/contracts/providers/ariba';
import type {
  SimAddSuppliersResult,
  SimHealth,
  SimSupplier,
  SimSuppliersPage,
  SimTasksPage,
  SimTouchSuppliersResult,
} from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aribaPath, aribaSession, F, idOf, type AribaSession } from '../../test/ariba.ts';
import { buildTestSimulators, testClock } from '../../test/test-app.ts';

const REALM = 'connector-T';

/** Every supplier of the realm with its truth, page by page. */
async function allSuppliers(app: FastifyInstance, realm = REALM): Promise<SimSupplier[]> {
  const all: SimSupplier[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = (await app.inject({ method: 'GET', url: `/__sim/suppliers?realm=${realm}&offset=${offset}&limit=1000` })).json<SimSuppliersPage>();
    all.push(...page.items);
    if (offset + 1000 >= page.total) return all;
  }
}

describe('changing the world during a test', () => {
  let app: FastifyInstance;
  let ariba: AribaSession;
  const clock = testClock(Date.UTC(2026, 0, 1));
  const post = (url: string, payload?: object) => app.inject({ method: 'POST', url: `/__sim${url}`, ...(payload ? { payload } : {}) });
  const get = <T>(url: string) => app.inject({ method: 'GET', url: `/__sim${url}` }).then((r) => r.json<T>());
  const truth = () => allSuppliers(app);
  const vendorsOf = async (smVendorIds: string[]) => (await ariba.page({ smVendorIds })).vendors;
  const byId = <T extends { smVendorId: string }>(list: T[]) => new Map(list.map((item) => [item.smVendorId, item]));

  beforeAll(async () => {
    app = await buildTestSimulators({}, clock.now);
    ariba = await aribaSession(app);
  });
  beforeEach(async () => {
    await post('/reset');
  });
  afterAll(async () => {
    await app.close();
  });

  it('touches suppliers: another city or spelling, last updated now, same true company, shown by Ariba', async () => {
    const before = byId(await truth());
    clock.advance(1000);
    const response = await post('/suppliers/touch', { realm: REALM, count: 25, fields: ['name', 'city'] });
    expect(response.statusCode).toBe(200);
    const result = response.json<SimTouchSuppliersResult>();
    expect(result.lastUpdated).toBe(new Date(clock.now()).toISOString());
    expect(result.smVendorIds).toHaveLength(25);
    expect(new Set(result.smVendorIds).size).toBe(25);
    for (const touched of result.suppliers) {
      const old = before.get(touched.smVendorId);
      expect(touched.name).not.toBe(old?.name);
      expect(touched.city.toUpperCase()).not.toBe(old?.city.toUpperCase());
      expect(touched).toMatchObject({ trueBvdId: old?.trueBvdId, country: old?.country, lastUpdated: result.lastUpdated });
    }
    const now = byId(await truth());
    const vendors = new Map((await vendorsOf(result.smVendorIds)).map((v) => [idOf(v), v]));
    for (const touched of result.suppliers) {
      expect(now.get(touched.smVendorId)).toEqual(touched);
      expect(vendors.get(touched.smVendorId)).toMatchObject({ [F.supplierName]: touched.name, [F.city]: touched.city, [F.lastUpdated]: result.lastUpdated.replace('.000Z', 'Z') });
    }
    const untouched = [...now.values()].filter((s) => !result.smVendorIds.includes(s.smVendorId));
    expect(untouched.every((s) => s.lastUpdated === before.get(s.smVendorId)?.lastUpdated && s.name === before.get(s.smVendorId)?.name)).toBe(true);
  });

  it('touches the suppliers named, and refuses unknown realms, unknown suppliers and unclear requests', async () => {
    const named = await post('/suppliers/touch', { realm: REALM, smVendorIds: ['S10028005', 'S10028001'] });
    expect(named.json<SimTouchSuppliersResult>().smVendorIds).toEqual(['S10028005', 'S10028001']);
    expect((await post('/suppliers/touch', { realm: 'nowhere-T', count: 1 })).statusCode).toBe(404);
    expect((await post('/suppliers/touch', { realm: REALM, smVendorIds: ['S99999999'] })).statusCode).toBe(404);
    expect((await post('/suppliers/touch', { realm: REALM, count: 1, smVendorIds: ['S10028001'] })).statusCode).toBe(400);
    expect((await post('/suppliers/touch', { realm: REALM })).statusCode).toBe(400);
    expect((await post('/suppliers/touch', { realm: REALM, count: 1, fields: ['colour'] })).statusCode).toBe(400);
  });

  it('draws the same suppliers for the same calls after a reset', async () => {
    const draw = async () => (await post('/suppliers/touch', { realm: REALM, count: 5 })).json<SimTouchSuppliersResult>().suppliers;
    const first = [await draw(), await draw()];
    await post('/reset');
    expect([await draw(), await draw()].map((list) => list.map((s) => [s.smVendorId, s.city]))).toEqual(first.map((list) => list.map((s) => [s.smVendorId, s.city])));
  });

  it('adds suppliers at the end of the realm with their truth, and Ariba lists them', async () => {
    const response = await post('/suppliers', { realm: REALM, count: 40 });
    expect(response.statusCode).toBe(201);
    const { suppliers } = response.json<SimAddSuppliersResult>();
    expect(suppliers.map((s) => s.smVendorId)).toEqual(Array.from({ length: 40 }, (_, k) => `S${10029301 + k}`));
    const known = suppliers.filter((s) => s.trueBvdId !== null).length;
    expect(known).toBeGreaterThan(25);
    expect(known).toBeLessThan(40);
    const seeded = new Set((await truth()).slice(0, 1300).map((s) => s.trueBvdId));
    expect(seeded.size).toBeGreaterThan(1000);
    expect(suppliers.filter((s) => s.trueBvdId !== null && seeded.has(s.trueBvdId))).toEqual([]);
    expect((await ariba.page({}, { skip: 1000, count: true })).count).toBe(1340);
    expect((await vendorsOf(['S10029340']))[0]?.[F.supplierName]).toBe(suppliers[39]?.name);
    expect((await get<SimHealth>('/health')).suppliersByRealm).toEqual({ 'connector-T': 1340, 'second-T': 1300 });

    const unknown = (await post('/suppliers', { realm: 'second-T', count: 10, knownShare: 0 })).json<SimAddSuppliersResult>().suppliers;
    expect(unknown.every((s) => s.trueBvdId === null)).toBe(true);
    expect(unknown[0]?.smVendorId).toBe('S11029301');
  });

  it('resets every realm to its seeded state', async () => {
    const seeded = await truth();
    const tasks = await get<SimTasksPage>('/ariba/tasks?limit=1000');
    await post('/suppliers/touch', { realm: REALM, count: 50, registrationStatus: 'PendingApproval' });
    await post('/suppliers', { realm: REALM, count: 10 });
    const [task] = AribaPendingApprovables.parse((await ariba.approval('GET', aribaPath(ARIBA_PATHS.pendingApprovables))).json());
    await ariba.approval('POST', aribaPath(ARIBA_PATHS.action), { actionableType: 'Task', uniqueName: task?.uniqueName, actionName: 'Approve' });
    expect(await truth()).not.toEqual(seeded);
    expect((await post('/reset')).statusCode).toBe(204);
    expect(await truth()).toEqual(seeded);
    expect(await get<SimTasksPage>('/ariba/tasks?limit=1000')).toEqual(tasks);
  });
});

describe('approval tasks of suppliers pending approval', () => {
  let app: FastifyInstance;
  let ariba: AribaSession;
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/__sim${url}`, payload });
  const tasks = async (query = '') => (await app.inject({ method: 'GET', url: `/__sim/ariba/tasks?realm=${REALM}&limit=1000${query}` })).json<SimTasksPage>().items;
  const pendingSuppliers = async () => (await allSuppliers(app)).filter((s) => s.registrationStatus === 'PendingApproval').map((s) => s.smVendorId);
  /** Every supplier pending approval has one pending task, and no other supplier has one. */
  const expectOneTaskEach = async () => {
    const pending = (await tasks('&status=Pending')).map((t) => t.smVendorId).sort();
    expect(pending).toEqual(await pendingSuppliers());
    const listed = AribaPendingApprovables.parse((await ariba.approval('GET', aribaPath(ARIBA_PATHS.pendingApprovables))).json());
    expect(listed.map((t) => t.uniqueName).sort()).toEqual((await tasks('&status=Pending')).map((t) => t.uniqueName).sort());
  };

  beforeAll(async () => {
    app = await buildTestSimulators();
    ariba = await aribaSession(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives every seeded supplier pending approval one pending task', async () => {
    expect((await pendingSuppliers()).length).toBeGreaterThan(50);
    await expectOneTaskEach();
  });

  it('reports what the action endpoint decided, with its comment', async () => {
    const [first, second] = await tasks('&status=Pending');
    const act = (uniqueName: string | undefined, actionName: string, comment?: string) =>
      ariba.approval('POST', aribaPath(ARIBA_PATHS.action), { actionableType: 'Task', uniqueName, actionName, ...(comment ? { options: { comment } } : {}) });
    await act(first?.uniqueName, 'Approve', 'Linked to DE123');
    await act(second?.uniqueName, 'Deny');
    expect(await tasks(`&smVendorId=${first?.smVendorId}`)).toEqual([
      expect.objectContaining({ uniqueName: first?.uniqueName, status: 'Approved', comment: 'Linked to DE123', realm: REALM, decidedBy: 'connector.approver' }),
    ]);
    expect((await tasks('&status=Denied')).map((t) => t.uniqueName)).toEqual([second?.uniqueName]);
    const { vendors } = await ariba.page({ smVendorIds: [first?.smVendorId ?? '', second?.smVendorId ?? ''] });
    expect(vendors.map((v) => v[F.registrationStatus])).toEqual(['Registered', 'RegistrationDenied']);
    await expectOneTaskEach();
  });

  it('opens a task for suppliers that come to need approval and withdraws it when they no longer do', async () => {
    const added = (await post('/suppliers', { realm: REALM, count: 3, registrationStatus: 'PendingApproval' })).json<SimAddSuppliersResult>().suppliers;
    const moved = (await post('/suppliers/touch', { realm: REALM, smVendorIds: ['S10028002'], registrationStatus: 'PendingApproval' })).json<SimTouchSuppliersResult>();
    await expectOneTaskEach();
    const opened = await tasks(`&smVendorId=${added[0]?.smVendorId}`);
    expect(opened).toEqual([expect.objectContaining({ status: 'Pending', title: `Approve registration of ${added[0]?.name}`, workspaceId: `WS1${added[0]?.smVendorId.slice(1)}` })]);
    await post('/suppliers/touch', { realm: REALM, smVendorIds: [added[0]?.smVendorId, ...moved.smVendorIds], registrationStatus: 'InRegistration' });
    await expectOneTaskEach();
    expect(await tasks(`&smVendorId=${added[0]?.smVendorId}`)).toEqual([]);
    expect((await ariba.call('GET', aribaPath(ARIBA_PATHS.task, { taskId: opened[0]?.uniqueName ?? '' }))).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/__sim/ariba/tasks?status=Maybe' })).statusCode).toBe(400);
  });
});
