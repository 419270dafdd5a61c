import type { ConnectedPage, KeptCandidate, MissingPage, SupplierActivity, SupplierAssessments } from '@connector/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentRuns, suppliers } from '../../db/schema/index.ts';
import { dataOf } from '../../../test/answers.ts';
import { openAppsWorld, type AppsWorld } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { outboxOnly } from '../../../test/events.ts';
import { until } from '../../../test/jobs.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { createSecretBox } from '../../crypto/secret-box.ts';
import { parseQuestionnaireRef } from '../../providers/index.ts';
import { createAppRuntimes, DEMO_APP_ID, type AppRuntimes } from '../applications/index.ts';
import { createAuditLog, createAuditRepository } from '../audit/index.ts';
import { createAlertsRepository, createRunsRepository, createSupplierEngine, createSuppliersRepository, createSuppliersService } from '../suppliers/index.ts';
import { createAlertRefresh } from './refresh.ts';
import { createRefreshRunsRepository } from './repository.ts';

const SECRETS_KEY = Buffer.alloc(32, 11).toString('base64');
const sim = useSimulator({ SIM_SUPPLIERS_PER_REALM: '40', SIM_ASSESSMENT_DURATION_MS: '2000' });
const quiet = { info: () => {}, warn: () => {} };
const api = `/api/apps/${DEMO_APP_ID}`;

describe.each(testDatabases)('assessments against the simulators on $name', (database) => {
  let w: AppsWorld;
  let runtimes: AppRuntimes;
  let supplier: typeof suppliers.$inferSelect;
  const appNow = () => w.db.forTenant('default', (tx) => runtimes.load(tx, 'default', DEMO_APP_ID));
  /** The answers of the supplier's Compliance Catalyst questionnaire in Ariba, read through qna. */
  const catalystAnswers = async (row: typeof suppliers.$inferSelect) => {
    const at = parseQuestionnaireRef(row.supplierId, row.catalystQuestionnaireId);
    const answers = at ? await (await appNow())!.supplierData()!.readAnswers(at) : [];
    return new Map(answers.map((a) => [a.correlationId, a.answer]));
  };
  /** The supplier's custom risk fields in Ariba, read through the Risk Exposure API. */
  const riskFields = async (supplierId: string) => {
    const exposure = await (await appNow())!.risk()!.risk.exposure(supplierId);
    return Object.fromEntries((exposure.customFields ?? []).map((f) => [f.fieldName, f.value]));
  };
  const run = (assessmentId: string) =>
    w.db.forTenant('default', async (tx) => (await tx.select().from(assessmentRuns).where(eq(assessmentRuns.assessmentId, assessmentId)))[0]);
  const models = async (product: 'catalyst' | 'supplyChain') => dataOf<{ models: { id: string }[] }>(await w.call('GET', `${api}/${product}/models`)).models;

  beforeAll(async () => {
    await sim().resetWorld();
    w = await openAppsWorld(database, { SIM_URL: sim().url, SECRETS_KEY });
    runtimes = createAppRuntimes({ secrets: createSecretBox(Buffer.from(SECRETS_KEY, 'base64')), fetch: globalThis.fetch });
    const repository = createSuppliersRepository();
    const events = outboxOnly(w.db);
    const service = createSuppliersService({ db: w.db, repository, runtimes, audit: createAuditLog({ db: w.db, repository: createAuditRepository() }), events });
    const engine = createSupplierEngine({ db: w.db, repository, runs: createRunsRepository(), runtimes, service, events, log: quiet });
    const started = await engine.startRun('default', DEMO_APP_ID, 'manual', null);
    await engine.run({ tenantId: 'default', appId: DEMO_APP_ID, runId: started!.run.runId }, new AbortController().signal);
    const rows = await w.db.forTenant('default', (tx) =>
      tx.select().from(suppliers).where(and(eq(suppliers.appId, DEMO_APP_ID), isNotNull(suppliers.bvdId), isNotNull(suppliers.catalystQuestionnaireId))),
    );
    supplier = rows[0]!;
  }, 120_000);
  afterAll(() => w?.close());

  it('starts a compliance assessment, follows it until it is scored, and writes its results and risk back to Ariba', async () => {
    const [model] = await models('catalyst');
    const started = await w.call('POST', `${api}/catalyst/assesment`, { bvdId: supplier.bvdId, modelId: model!.id });
    expect(started.statusCode, started.body).toBe(201);
    const id = dataOf<{ SelectionId: { CF_RA_Id: string } }>(started, 201).SelectionId.CF_RA_Id;
    const view = dataOf<SupplierAssessments>(await w.call('GET', `${api}/catalyst/supplier/${supplier.supplierId}/assessment`));
    expect(view).toMatchObject({ aribaSupplierId: supplier.supplierId, bvdId: supplier.bvdId, realm: 'connector-T', main: { id, status: 'InProgress', score: null } });

    const done = await until(() => run(id), (r) => r?.state === 'completed', 30_000);
    expect(done?.result).toMatchObject({ id, status: 'Completed' });
    const answers = await catalystAnswers(supplier);
    expect(answers.get('CC_STATUS')).toBe('Completed');
    expect(answers.get('CC_SCORE')).toBe(String(done?.result?.score));
    expect(answers.get('CC_CONNECTOR_STATUS')).toBe(`Linked to ${supplier.bvdId}`);
    // The demo's risk mapping sends the compliance score as FIELD_01, by the risk push that follows.
    const fields = await until(() => riskFields(supplier.supplierId), (f) => f.FIELD_01 !== undefined, 20_000);
    expect(fields.FIELD_01).toBe(String(done?.result?.score));
  }, 60_000);

  it('shows a scored assessment’s alerts and label in the connected list at once, and keeps every linked supplier’s current', async () => {
    const connected = async (query = '') =>
      dataOf<ConnectedPage>(await w.call('GET', `${api}/suppliers?pageSize=0${query}`)).data;
    const scored = (await w.db.forTenant('default', (tx) => tx.select().from(assessmentRuns))).find((r) => r.state === 'completed');
    const row = (await connected()).find((r) => r.supplierId === supplier.supplierId);
    expect(row).toMatchObject({ counter: scored?.result?.ALERT_COUNT, scoreLabel: scored?.result?.scoreLabel });

    const refresh = createAlertRefresh({ db: w.db, runtimes, alerts: createAlertsRepository(), runs: createRefreshRunsRepository() });
    const run = await refresh({ tenantId: 'default', appId: DEMO_APP_ID, runId: 'refresh-1' }, new AbortController().signal);
    const rows = await connected();
    expect(run.suppliers).toBe(rows.length);
    const app = await w.db.forTenant('default', (tx) => runtimes.load(tx, 'default', DEMO_APP_ID));
    for (const r of rows.slice(0, 5)) {
      const [latest] = await app!.catalyst()!.companyAssessments(r.bvdId).catch(() => []);
      const [latestScc] = await app!.supplyChain()!.companyAssessments(r.bvdId).catch(() => []);
      expect(r.counter).toBe(latest?.ALERT_COUNT ?? null);
      expect(r.counterSCC).toBe(latestScc?.AlertCount ?? null);
    }
    const high = await connected('&scoreLabel=High');
    expect(high.every((r) => r.scoreLabel === 'High')).toBe(true);
    expect(high.length).toBe(rows.filter((r) => r.scoreLabel === 'High').length);
    const byAlerts = (await connected('&sort=counter&order=desc')).map((r) => r.counter ?? -1);
    expect(byAlerts).toEqual([...byAlerts].sort((a, b) => b - a));
    const activity = dataOf<SupplierActivity>(await w.call('GET', `${api}/activity`));
    expect(activity.assessments.refreshes[0]).toMatchObject({ runId: 'refresh-1', state: 'done', attempts: 1, suppliers: rows.length, failures: 0, lastError: null });
  });

  it('shows the stored score labels of a candidate’s company where a supplier is linked to it (missing list and supplier detail)', async () => {
    const assessed = dataOf<ConnectedPage>(await w.call('GET', `${api}/suppliers?pageSize=0`)).data.find((r) => r.scoreLabel && r.scoreLabelSCC);
    const [waiting] = await w.db.forTenant('default', (tx) => tx.select().from(suppliers).where(and(eq(suppliers.appId, DEMO_APP_ID), isNull(suppliers.bvdId))).limit(1));
    expect(assessed && waiting).toBeTruthy();
    const candidates = [
      { bvdId: assessed!.bvdId, name: 'Assessed company', city: 'Leeds', country: 'GB', score: 91, why: [] },
      { bvdId: 'ZZ000000000001', name: 'Unknown company', city: 'York', country: 'GB', score: 80, why: [] },
    ];
    await w.db.forTenant('default', (tx) =>
      tx.update(suppliers).set({ candidates, state: 'unmatched' }).where(and(eq(suppliers.appId, DEMO_APP_ID), eq(suppliers.supplierId, waiting!.supplierId))),
    );
    const detail = dataOf<{ data: { candidates: KeptCandidate[] } }>(await w.call('GET', `${api}/supplier/${waiting!.supplierId}`)).data;
    expect(detail.candidates[0]?.risk).toEqual({ scoreLabel: assessed!.scoreLabel, scoreLabelSCC: assessed!.scoreLabelSCC });
    expect(detail.candidates[1]?.risk).toBeUndefined();
    const missing = dataOf<MissingPage>(await w.call('GET', `${api}/suppliers/missing?pageSize=0`)).rows.find((r) => r.supplierId === waiting!.supplierId);
    expect(missing?.candidate?.risk).toEqual({ scoreLabel: assessed!.scoreLabel, scoreLabelSCC: assessed!.scoreLabelSCC });
  });

  it('opens a product’s own page of an assessment for a frame, with a fresh context, and refuses an unknown one', async () => {
    const [completed] = (await w.db.forTenant('default', (tx) => tx.select().from(assessmentRuns))).filter((r) => r.product === 'catalyst');
    const frame = dataOf<{ url: string; origin: string; expiresAt: string }>(await w.call('GET', `${api}/catalyst/assesment/${completed!.assessmentId}/frame`));
    const url = new URL(frame.url);
    expect(url.origin).toBe(frame.origin);
    expect(url.pathname).toContain(`/embed/assessments/${completed!.assessmentId}`);
    expect(url.searchParams.get('context')).toBeTruthy();
    expect(Date.parse(frame.expiresAt)).toBeGreaterThan(Date.now());
    // The page opens with that context, as the frame will.
    const page = await fetch(frame.url);
    expect(page.status).toBe(200);
    await page.body?.cancel();
    expect((await w.call('GET', `${api}/catalyst/assesment/no-such-assessment/frame`)).statusCode).toBe(404);
  });

  it('starts a supply chain assessment in a portfolio, which lists it', async () => {
    const [model] = await models('supplyChain');
    const started = dataOf<{ AssessmentId: string; PortfolioId: string }>(
      await w.call('POST', `${api}/supplyChain/assesment`, { bvdId: supplier.bvdId, modelId: model!.id }),
      201,
    );
    const portfolio = dataOf<{ id: string }[]>(await w.call('GET', `${api}/supplyChain/assesment?portfolioId=${started.PortfolioId}`));
    expect(portfolio.map((a) => a.id)).toContain(started.AssessmentId);
  });

  it('completes an assessment and the alert refresh once the Catalyst is back after failing every call for a while', async () => {
    const refresh = createAlertRefresh({ db: w.db, runtimes, alerts: createAlertsRepository(), runs: createRefreshRunsRepository() });
    const key = { tenantId: 'default', appId: DEMO_APP_ID, runId: 'refresh-outage' };
    // This run's record: a refresh the completed assessment sets off may be listed above it.
    const latestRefresh = async () => dataOf<SupplierActivity>(await w.call('GET', `${api}/activity`)).assessments.refreshes.find((r) => r.runId === 'refresh-outage');
    const [model] = await models('catalyst');
    const id = dataOf<{ SelectionId: { CF_RA_Id: string } }>(await w.call('POST', `${api}/catalyst/assesment`, { bvdId: supplier.bvdId, modelId: model!.id }), 201).SelectionId.CF_RA_Id;
    await sim().setFaults({ catalyst: { errorRate: 1 } });
    const failing = await until(() => run(id), (r) => r?.lastError !== null && r?.lastError !== undefined, 20_000);
    expect(failing?.state).toBe('running');
    // The connector activity shows it, with why its last check failed.
    const activity = dataOf<SupplierActivity>(await w.call('GET', `${api}/activity`));
    expect(activity.assessments.troubled).toEqual(expect.arrayContaining([expect.objectContaining({ assessmentId: id, product: 'catalyst' })]));
    expect(activity.assessments.completed).toBeGreaterThan(0);
    // The refresh of the alert counters fails too, and the activity says so, with the reason.
    await expect(refresh(key, new AbortController().signal)).rejects.toThrow();
    const failed = await latestRefresh();
    expect(failed).toMatchObject({ runId: 'refresh-outage', state: 'failed', attempts: 1, failures: 1 });
    expect(failed?.lastError).toBeTruthy();
    await sim().resetFaults();
    const done = await until(() => run(id), (r) => r?.state === 'completed', 40_000);
    expect(done).toMatchObject({ lastError: null, result: { id, status: 'Completed' } });
    // The job's retry of the same run refreshes every linked supplier and records the run as done.
    const retried = await refresh(key, new AbortController().signal);
    expect(retried.suppliers).toBeGreaterThan(0);
    expect(await latestRefresh()).toMatchObject({ runId: 'refresh-outage', state: 'done', attempts: 2, failures: 1, suppliers: retried.suppliers });
  }, 70_000);

  it('refuses an unknown model or a BvD ID no supplier holds, naming the field, and follows nothing', async () => {
    const before = await w.db.forTenant('default', (tx) => tx.select().from(assessmentRuns));
    const badModel = await w.call('POST', `${api}/catalyst/assesment`, { bvdId: supplier.bvdId, modelId: 'NO-SUCH-MODEL' });
    expect(badModel.statusCode).toBe(400);
    expect(badModel.json().errors).toEqual([{ field: 'body.modelId', message: 'This model is not one of the product’s models' }]);
    const unknown = await w.call('POST', `${api}/supplyChain/assesment`, { bvdId: 'ZZ999999999999', modelId: 'M1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('body.bvdId');
    expect(await w.db.forTenant('default', (tx) => tx.select().from(assessmentRuns))).toHaveLength(before.length);
    expect((await w.call('GET', `${api}/catalyst/assesment?assessmentGuid=no-such-assessment`)).statusCode).toBe(404);
  });
});
