import { ARIBA_PATHS } from '@connector/contracts/providers/ariba';
import * as FIXTURES from '@connector/contracts/providers/fixtures/ariba';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aribaPath, aribaSession, F, idOf, requestToken, type AribaSession, type Vendor } from '../../test/ariba.ts';
import { shapeDifferences } from '../../test/shape.ts';
import { buildTestSimulators, testClock } from '../../test/test-app.ts';

type Fixture = keyof typeof FIXTURES;

/**
 * For every published answer in the contracts' fixtures, the simulator's answer to the same call
 * has the same keys and kinds of values all the way down; every published body is one it takes.
 */
describe('the simulated Ariba answers in the published shapes', () => {
  let app: FastifyInstance;
  let ariba: AribaSession;
  let vendor: Vendor;
  let next: Vendor;
  const clock = testClock(Date.UTC(2026, 0, 1));
  const covered = new Set<Fixture>();
  const expectShape = (name: Fixture, actual: unknown) => {
    covered.add(name);
    expect(shapeDifferences(actual, FIXTURES[name]), name).toEqual([]);
  };
  const place = (digit: number) => [idOf(vendor), `WS1${idOf(vendor).slice(1)}`, `Doc${digit}${idOf(vendor).slice(1)}`] as const;

  beforeAll(async () => {
    app = await buildTestSimulators({}, clock.now);
    ariba = await aribaSession(app);
    // A vendor with every value the fixture has: ERP id, post code and tax id, and questionnaires.
    const everyone = await ariba.walk({}, 1000);
    const full = everyone.filter((v) => v[F.registrationStatus] === 'Registered' && [F.erpVendorId, F.postalCode, F.taxId].every((c) => v[c] !== null));
    [vendor, next] = [full[0] ?? {}, full[1] ?? {}];
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers tokens as SAP prints them', async () => {
    const first = (await requestToken(app, 'grant_type=client_credentials')).json<{ refresh_token: string }>();
    expectShape('ARIBA_TOKEN_ANSWER', first);
    clock.advance(1440_000);
    expectShape('ARIBA_REFRESHED_TOKEN_ANSWER', (await requestToken(app, `grant_type=refresh_token&refresh_token=${first.refresh_token}`)).json());
    ariba = await aribaSession(app);
  });

  it('answers vendor records and pages as the fixtures show them', async () => {
    const ids = [idOf(vendor), idOf(next)];
    const page = (await ariba.vendors({ smVendorIds: ids, withQuestionnaire: true }, { top: 1 })).json<unknown[]>();
    expectShape('ARIBA_VENDOR_RECORD', page[0]);
    expectShape('ARIBA_VENDOR_PAGE', page);
    expectShape('ARIBA_LAST_VENDOR_PAGE', (await ariba.vendors({ smVendorIds: [idOf(vendor)], withQuestionnaire: true })).json());
  });

  it('takes the published answers body and answers qna and writes as the fixtures show', async () => {
    const written = await ariba.answers(...place(2), FIXTURES.ARIBA_ANSWERS_BODY);
    covered.add('ARIBA_ANSWERS_BODY');
    expectShape('ARIBA_WRITE_ANSWER', written.json());
    await ariba.answers(...place(3), { answers: [{ externalSystemCorrelationId: 'CC_SCORE', answer: '42' }] });
    expectShape('ARIBA_QNA_PAGE', (await ariba.qna(...place(3))).json());
    await app.inject({ method: 'POST', url: '/__sim/ariba/editing', payload: { realm: 'connector-T', smVendorId: idOf(vendor), editing: true } });
    expectShape('ARIBA_BEING_EDITED_ANSWER', (await ariba.answers(...place(2), FIXTURES.ARIBA_ANSWERS_BODY)).json());
  });

  it('answers External Approval calls as the fixtures show, and takes the published action body', async () => {
    const pending = (await ariba.approval('GET', aribaPath(ARIBA_PATHS.pendingApprovables))).json<{ uniqueName: string }[]>();
    expectShape('ARIBA_PENDING_APPROVABLES', pending);
    const uniqueName = pending[0]?.uniqueName ?? '';
    const task = (await ariba.call('GET', aribaPath(ARIBA_PATHS.task, { taskId: uniqueName }))).json<{ workspaceId: string }>();
    expectShape('ARIBA_TASK', task);
    expectShape('ARIBA_WORKSPACE', (await ariba.call('GET', aribaPath(ARIBA_PATHS.workspace, { workspaceId: task.workspaceId }))).json());
    const decided = await ariba.approval('POST', aribaPath(ARIBA_PATHS.action), { ...FIXTURES.ARIBA_ACTION_BODY, uniqueName });
    covered.add('ARIBA_ACTION_BODY');
    expect([decided.statusCode, decided.json().status]).toEqual([200, 'Approved']);
  });

  it('takes the published risk fields body and answers the exposure as the fixture shows', async () => {
    const body = FIXTURES.ARIBA_RISK_FIELDS_BODY.map((supplier) => ({ ...supplier, smVendorId: idOf(vendor) }));
    expect((await ariba.call('PATCH', aribaPath(ARIBA_PATHS.riskCustomFields), { payload: body })).statusCode).toBe(200);
    covered.add('ARIBA_RISK_FIELDS_BODY');
    expectShape('ARIBA_SUPPLIER_EXPOSURE', (await ariba.call('GET', aribaPath(ARIBA_PATHS.riskExposures, { smVendorId: idOf(vendor) }))).json());
  });

  it('reports quotas in the published headers', async () => {
    const { headers } = await ariba.call('GET', aribaPath(ARIBA_PATHS.forms));
    const reported = Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('x-ratelimit-')));
    expectShape('ARIBA_QUOTA_HEADERS', reported);
    expect(Object.values(reported).every((value) => /^\d+$/.test(String(value)))).toBe(true);
  });

  it('leaves no fixture unchecked', () => {
    expect([...covered].sort()).toEqual(Object.keys(FIXTURES).sort());
  });
});
