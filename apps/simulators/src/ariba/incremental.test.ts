import { ARIBA_QUESTIONNAIRE_TEMPLATES, type AribaVendor, type PendingApprovables, type VendorDataPage } from '@connector/contracts/providers/ariba';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aribaSession } from '../../test/ariba.ts';
import { buildTestSimulators, testClock } from '../../test/test-app.ts';

const ids = (vendors: AribaVendor[]) => vendors.map((v) => v.smVendorId);
const repeated = (list: string[]) => list.filter((id, i) => list.indexOf(id) !== i);
/** The same instant written in another zone. */
const inZone = (iso: string) => new Date(Date.parse(iso) + 2 * 3_600_000).toISOString().replace('Z', '+02:00');

describe('Ariba incremental vendor requests', () => {
  let app: FastifyInstance;
  let ariba: Awaited<ReturnType<typeof aribaSession>>;
  let everyone: AribaVendor[];
  const clock = testClock(Date.UTC(2026, 0, 1));
  const touch = (body: object) => app.inject({ method: 'POST', url: '/__sim/suppliers/touch', payload: { realm: 'connector-T', ...body } });

  beforeAll(async () => {
    app = await buildTestSimulators({}, clock.now);
  });
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    ariba = await aribaSession(app);
    everyone = await ariba.walk({}, 1000);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers only vendors updated at or after lastUpdatedFrom, with the other filters and $count', async () => {
    const bound = everyone.map((v) => v.lastUpdated).sort()[650] ?? '';
    const expected = everyone.filter((v) => v.lastUpdated >= bound && v.registrationStatus === 'Registered');
    expect(expected.length).toBeGreaterThan(100);
    for (const from of [bound, inZone(bound)]) {
      const response = await ariba.vendors({ lastUpdatedFrom: from, registrationStatusList: ['Registered'] }, { count: true });
      const page = response.json<VendorDataPage>();
      expect(page.totalCount).toBe(expected.length);
      expect(ids(page.vendors)).toEqual(ids(expected));
    }
    expect((await ariba.vendors({ lastUpdatedFrom: 'yesterday' })).statusCode).toBe(400);
    expect((await ariba.vendors({ lastUpdatedFrom: '2026-01-01T00:00:00' })).statusCode).toBe(400);
  });

  it('never repeats a vendor in a walk when vendors behind it enter the filter', async () => {
    const bound = everyone.map((v) => v.lastUpdated).sort()[650] ?? '';
    const before = everyone.filter((v) => v.lastUpdated >= bound);
    const outside = everyone.filter((v) => v.lastUpdated < bound);
    clock.advance(1000);
    const walked = await ariba.walk({ lastUpdatedFrom: bound }, 100, async (page) => {
      if (page !== 2) return;
      // Ten vendors the walk has passed, and ten it has not reached, now enter the filter.
      const passed = outside.slice(0, 10).map((v) => v.smVendorId);
      const ahead = outside.slice(-10).map((v) => v.smVendorId);
      expect((await touch({ smVendorIds: [...passed, ...ahead] })).statusCode).toBe(200);
      await app.inject({ method: 'POST', url: '/__sim/suppliers', payload: { realm: 'connector-T', count: 5 } });
    });
    expect(repeated(ids(walked))).toEqual([]);
    const seen = new Set(ids(walked));
    expect(before.filter((v) => !seen.has(v.smVendorId))).toEqual([]);
    expect(outside.slice(-10).every((v) => seen.has(v.smVendorId))).toBe(true);
    expect(walked.filter((v) => Number(v.smVendorId.slice(1)) > 10029300)).toHaveLength(5);
  });

  it('never skips a vendor in a walk when vendors behind it leave the filter', async () => {
    const pending = everyone.filter((v) => v.registrationStatus === 'PendingApproval');
    const tasks = (await ariba.approval('GET', '/pendingApprovables')).json<PendingApprovables>();
    const walked = await ariba.walk({ registrationStatusList: ['PendingApproval'] }, 20, async (page) => {
      if (page !== 0) return;
      // Five vendors of the first page are approved and so leave the filter.
      for (const v of pending.slice(0, 5)) {
        const task = tasks.find((t) => t.smVendorId === v.smVendorId);
        expect((await ariba.approval('POST', '/action', { taskId: task?.taskId, actionName: 'Approve' })).statusCode).toBe(200);
      }
    });
    expect(ids(walked)).toEqual(ids(pending));
  });

  it('moves lastUpdated when a task decides a vendor, not when a client writes answers or exposures', async () => {
    const [first, second] = everyone.filter((v) => v.registrationStatus === 'Registered');
    const task = (await ariba.approval('GET', '/pendingApprovables')).json<PendingApprovables>()[0];
    clock.advance(60_000);
    const now = new Date(clock.now()).toISOString();
    expect(ids((await ariba.vendors({ lastUpdatedFrom: now })).json<VendorDataPage>().vendors)).toEqual([]);
    await app.inject({
      method: 'POST',
      url: `/ariba/api/supplierdatapagination/v4/prod/vendors/${first?.smVendorId}/qna?realm=connector-T`,
      headers: ariba.headers,
      payload: { questionnaireId: `Doc2${first?.smVendorId.slice(1)}`, answers: [{ externalQuestionId: 'BVD_ID', answer: 'DE123456789' }] },
    });
    const exposure = { source: 'ComplianceCatalyst', score: 10, scoreLabel: 'Low', alertCount: 0, assessedOn: now };
    await app.inject({ method: 'POST', url: `/ariba/api/supplier-risk/v1/prod/vendors/${second?.smVendorId}/riskExposure?realm=connector-T`, headers: ariba.headers, payload: exposure });
    await ariba.approval('POST', '/action', { taskId: task?.taskId, actionName: 'Deny' });
    const changed = (await ariba.vendors({ lastUpdatedFrom: now })).json<VendorDataPage>().vendors;
    expect(changed).toEqual([expect.objectContaining({ smVendorId: task?.smVendorId, lastUpdated: now, registrationStatus: 'Denied' })]);
    const written = (await ariba.vendors({ smVendorIds: [first?.smVendorId ?? ''], withQuestionnaire: true })).json<VendorDataPage>().vendors[0];
    expect(written?.questionnaires?.find((q) => q.questionnaireId === `Doc2${first?.smVendorId.slice(1)}`)?.answers).toEqual([
      { externalQuestionId: 'BVD_ID', questionLabel: 'BVD_ID', answer: 'DE123456789' },
    ]);
  });

  it('lists the Orbis, Compliance and Supply Chain questionnaires of every invited vendor', async () => {
    const invited = everyone.find((v) => v.registrationStatus !== 'NotInvited');
    const never = everyone.find((v) => v.registrationStatus === 'NotInvited');
    const page = (await ariba.vendors({ smVendorIds: [invited?.smVendorId ?? '', never?.smVendorId ?? ''], withQuestionnaire: true })).json<VendorDataPage>();
    const digits = invited?.smVendorId.slice(1);
    const product = (v: AribaVendor | undefined) => (v?.questionnaires ?? []).filter((q) => q.templateId !== undefined);
    const [withThree, withNone] = [page.vendors.find((v) => v.smVendorId === invited?.smVendorId), page.vendors.find((v) => v.smVendorId === never?.smVendorId)];
    expect(product(withThree).map((q) => [q.templateId, q.questionnaireId])).toEqual([
      [ARIBA_QUESTIONNAIRE_TEMPLATES.orbis, `Doc2${digits}`],
      [ARIBA_QUESTIONNAIRE_TEMPLATES.complianceCatalyst, `Doc3${digits}`],
      [ARIBA_QUESTIONNAIRE_TEMPLATES.supplyChainCatalyst, `Doc4${digits}`],
    ]);
    expect(product(withNone)).toEqual([]);
    expect(withNone?.questionnaires?.map((q) => q.questionnaireId)).toEqual(['Doc1000001']);
  });
});
