import {
  ARIBA_APPROVAL_MESSAGES as MESSAGES,
  ARIBA_PATHS,
  AribaPendingApprovables,
  AribaTaskDetails,
  AribaWorkspaceDetails,
} from '@connector/contracts/providers/ariba';
import type { SimTasksPage } from '@connector/contracts/providers/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPROVER, aribaPath, aribaSession, F, type AribaSession } from '../../test/ariba.ts';
import { buildTestSimulators, testClock } from '../../test/test-app.ts';

const PENDING = aribaPath(ARIBA_PATHS.pendingApprovables);
const ACTION = aribaPath(ARIBA_PATHS.action);
const action = (uniqueName: string | undefined, actionName = 'Approve', comment?: string) => ({
  actionableType: 'Task',
  uniqueName,
  actionName,
  ...(comment ? { options: { comment } } : {}),
});

describe('Ariba External Approval of supplier registrations', () => {
  let app: FastifyInstance;
  let ariba: AribaSession;
  const clock = testClock(Date.UTC(2026, 0, 1));
  const pending = async (session = ariba) => AribaPendingApprovables.parse((await session.approval('GET', PENDING)).json());
  const task = (uniqueName: string) => ariba.call('GET', aribaPath(ARIBA_PATHS.task, { taskId: uniqueName }));
  const workspace = (workspaceId: string) => ariba.call('GET', aribaPath(ARIBA_PATHS.workspace, { workspaceId }));
  /** The supplier a task is about, found as a client must: task, then workspace, then vendor. */
  const vendorOf = async (uniqueName: string) => {
    const { workspaceId } = AribaTaskDetails.parse((await task(uniqueName)).json());
    const { smVendorID } = AribaWorkspaceDetails.parse((await workspace(workspaceId ?? '')).json());
    return (await ariba.page({ smVendorIds: [smVendorID ?? ''] })).vendors[0] ?? {};
  };

  beforeAll(async () => {
    app = await buildTestSimulators({}, clock.now);
  });
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    ariba = await aribaSession(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('leads from a pending task through its workspace to the supplier, and approves it once', async () => {
    const [first] = await pending();
    expect(first).toEqual({ uniqueName: expect.stringMatching(/^TSK1\d{6}$/), title: expect.stringMatching(/^Approve registration of /), description: 'Approval for supplier registration' });
    const details = (await task(first?.uniqueName ?? '')).json();
    expect(details).toMatchObject({ approvalRequests: [{ approvalState: 'Ready for approval', approvers: [{ user: { uniqueName: APPROVER.user } }] }] });
    const vendor = await vendorOf(first?.uniqueName ?? '');
    expect(vendor[F.registrationStatus]).toBe('PendingApproval');
    expect((await workspace(details.workspaceId)).json()).toMatchObject({ id: details.workspaceId, workspaceType: 'SupplierRegistrationProject' });
    clock.advance(60_000);
    const decided = await ariba.approval('POST', ACTION, action(first?.uniqueName, 'Approve', 'Linked to DE123'));
    const at = new Date(clock.now()).toISOString();
    expect([decided.statusCode, decided.json()]).toEqual([200, { uniqueName: first?.uniqueName, status: 'Approved', actionDate: at }]);
    expect(await vendorOf(first?.uniqueName ?? '')).toMatchObject({ [F.registrationStatus]: 'Registered', [F.lastUpdated]: at.replace('.000Z', 'Z') });
    expect((await pending()).map((t) => t.uniqueName)).not.toContain(first?.uniqueName);
    expect((await task(first?.uniqueName ?? '')).json()).toMatchObject({ approvalRequests: [{ approvalState: 'Approved' }] });
    const again = await ariba.approval('POST', ACTION, action(first?.uniqueName, 'Deny'));
    expect([again.statusCode, again.json()]).toEqual([400, { error: 'Bad Request', message: MESSAGES.badRequest }]);
    const record = (await app.inject({ method: 'GET', url: `/__sim/ariba/tasks?status=Approved` })).json<SimTasksPage>().items;
    expect(record).toEqual([expect.objectContaining({ uniqueName: first?.uniqueName, comment: 'Linked to DE123', decidedBy: APPROVER.user, actionDate: at })]);
  });

  it('denies into RegistrationDenied, or into PendingResubmit when the supplier may try again', async () => {
    const [first, second] = await pending();
    for (const [t, actionName, status] of [[first, 'Deny', 'RegistrationDenied'], [second, 'DenyWithResubmit', 'PendingResubmit']] as const) {
      const decided = await ariba.approval('POST', ACTION, action(t?.uniqueName, actionName));
      expect(decided.json()).toMatchObject({ status: 'Denied' });
      expect((await vendorOf(t?.uniqueName ?? ''))[F.registrationStatus]).toBe(status);
    }
  });

  it('wants the acting user and password adapter, and knows only the configured approver', async () => {
    const [first] = await pending();
    const incomplete: Record<string, string>[] = [{}, { user: APPROVER.user }, { passwordadapter: APPROVER.passwordadapter }];
    for (const as of incomplete) {
      for (const response of [await ariba.approval('GET', PENDING, undefined, as), await ariba.approval('POST', ACTION, action(first?.uniqueName), as)]) {
        expect([response.statusCode, response.json()]).toEqual([400, { error: 'Bad Request', message: MESSAGES.missingParameter }]);
      }
    }
    const stranger = { ...APPROVER, user: 'someone.else' };
    for (const response of [await ariba.approval('GET', PENDING, undefined, stranger), await ariba.approval('POST', ACTION, action(first?.uniqueName), stranger)]) {
      expect([response.statusCode, response.json()]).toEqual([404, { error: 'Not Found', message: MESSAGES.userNotFound }]);
    }
    expect((await task(first?.uniqueName ?? '')).json()).toMatchObject({ approvalRequests: [{ approvalState: 'Ready for approval' }] });
  });

  it('answers 404 for unknown tasks and workspaces, and for another realm\u2019s', async () => {
    const [first] = await pending();
    const notFound = { error: 'Not Found', message: MESSAGES.notFound };
    for (const response of [await task('TSK9999999'), await workspace('WS199999999'), await workspace('elsewhere'), await ariba.approval('POST', ACTION, action('TSK9999999'))]) {
      expect([response.statusCode, response.json()]).toEqual([404, notFound]);
    }
    const never = (await ariba.page({ registrationStatusList: ['NotInvited'] }, { top: 1 })).vendors[0];
    expect((await workspace(`WS1${String(never?.[F.smVendorId]).slice(1)}`)).statusCode).toBe(404);
    const second = await aribaSession(app, 'second-T');
    expect((await second.call('GET', aribaPath(ARIBA_PATHS.task, { taskId: first?.uniqueName ?? '' }))).statusCode).toBe(404);
    expect((await pending(second)).every((t) => t.uniqueName.startsWith('TSK2'))).toBe(true);
    expect((await ariba.approval('POST', ACTION, { uniqueName: first?.uniqueName, actionName: 'Maybe' })).json()).toEqual({ error: 'Bad Request', message: MESSAGES.badRequest });
  });

  it('acts as the approver the environment names', async () => {
    const other = await buildTestSimulators({ SIM_ARIBA_APPROVER_USER: 'buyer.admin' });
    try {
      const session = await aribaSession(other);
      expect((await session.approval('GET', PENDING)).statusCode).toBe(404);
      expect((await session.approval('GET', PENDING, undefined, { ...APPROVER, user: 'buyer.admin' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
