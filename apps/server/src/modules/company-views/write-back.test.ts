import { type MappingSet, type SupplierDetail } from '@connector/contracts';
import { ARIBA_QUESTIONNAIRE_TITLES } from '@connector/contracts/providers/ariba';
import type { OrbisMatchCriteria } from '@connector/contracts/providers/orbis';
import type { SimMail } from '@connector/contracts/providers/simulator';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/index.ts';
import { dataOf } from '../../../test/answers.ts';
import { openAppsWorld, type AppsWorld } from '../../../test/apps-world.ts';
import { testDatabases } from '../../../test/databases.ts';
import { outboxOnly } from '../../../test/events.ts';
import { until } from '../../../test/jobs.ts';
import { useSimulator } from '../../../test/simulator.ts';
import { createSecretBox } from '../../crypto/secret-box.ts';
import { isProviderError, parseQuestionnaireRef, type QuestionnaireAddress, type RiskFieldValues, type WrittenAnswer } from '../../providers/index.ts';
import { createAppRuntimes, DEMO_APP_ID, type AppRuntime, type AppRuntimes } from '../applications/index.ts';
import { createAuditLog, createAuditRepository } from '../audit/index.ts';
import { createActiveMappings } from '../mappings/index.ts';
import {
  createEnhancementRepository,
  createRunsRepository,
  createSupplierEngine,
  createSuppliersRepository,
  createSuppliersService,
} from '../suppliers/index.ts';
import { createEnhancer } from './enhancer.ts';
import { createRiskPush } from './risk-push.ts';

const SECRETS_KEY = Buffer.alloc(32, 9).toString('base64');
const sim = useSimulator({ SIM_SUPPLIERS_PER_REALM: '60' });
const quiet = { info: () => {}, warn: () => {} };
const base = `/api/apps/${DEMO_APP_ID}/mappings`;

/** The application port with the calls to Ariba and Orbis seen: what was written, and what was asked. */
function watched(runtimes: AppRuntimes) {
  const writes: { supplierId: string; at: QuestionnaireAddress; answers: readonly WrittenAnswer[] }[] = [];
  const pushes: RiskFieldValues[] = [];
  const criteria: OrbisMatchCriteria[] = [];
  const wrap = (app: AppRuntime): AppRuntime => ({
    ...app,
    supplierData() {
      const ariba = app.supplierData();
      if (!ariba) return null;
      return {
        ...ariba,
        async writeAnswers(at, answers, signal) {
          await ariba.writeAnswers(at, answers, signal);
          writes.push({ supplierId: at.smVendorId, at, answers });
        },
      };
    },
    risk() {
      const ariba = app.risk();
      if (!ariba) return null;
      return {
        ...ariba,
        risk: {
          ...ariba.risk,
          async writeFields(suppliers, signal) {
            await ariba.risk.writeFields(suppliers, signal);
            pushes.push(...suppliers);
          },
        },
      };
    },
    orbis() {
      const orbis = app.orbis();
      return { ...orbis, match: (c, options, signal) => (criteria.push(c), orbis.match(c, options, signal)) };
    },
  });
  const port: AppRuntimes = { ...runtimes, load: async (tx, tenantId, appId) => ((app) => (app ? wrap(app) : null))(await runtimes.load(tx, tenantId, appId)) };
  return { port, writes, pushes, criteria };
}

describe.each(testDatabases)('the write-back of mappings against the simulators on $name', (database) => {
  let w: AppsWorld;
  let runtimes: AppRuntimes;
  let seen: ReturnType<typeof watched>;
  let sync: () => Promise<void>;
  const enhancer = () => createEnhancer({ db: w.db, runtimes: seen.port, repository: createEnhancementRepository(), activeMapping: createActiveMappings(), log: quiet });
  const linked = () =>
    w.db.forTenant('default', (tx) =>
      tx.select().from(suppliers).where(and(eq(suppliers.appId, DEMO_APP_ID), isNotNull(suppliers.bvdId), isNotNull(suppliers.orbisQuestionnaireId))),
    );
  const aribaAnswers = async (supplierId: string) => {
    const app = await w.db.forTenant('default', (tx) => runtimes.load(tx, 'default', DEMO_APP_ID));
    const ariba = app!.supplierData()!;
    const [vendor] = await ariba.listAllVendors({ smVendorIds: [supplierId], withQuestionnaire: true });
    const orbis = vendor?.questionnaires.find((q) => q.title === ARIBA_QUESTIONNAIRE_TITLES.orbis);
    if (!orbis?.workspaceId) return new Map<string | null, string | null>();
    const answers = await ariba.readAnswers({ smVendorId: supplierId, workspaceId: orbis.workspaceId, questionnaireId: orbis.questionnaireId });
    return new Map(answers.map((a) => [a.correlationId, a.answer]));
  };
  /** Everything made due again and forgotten as written: the next run writes every answer. */
  const forgetWritten = () =>
    w.db.forTenant('default', (tx) =>
      tx.update(suppliers).set({ enhancedBvdId: null, writtenAnswers: sql`'{}'::jsonb` }).where(eq(suppliers.appId, DEMO_APP_ID)),
    );

  beforeAll(async () => {
    await sim().resetWorld();
    const health = (await (await fetch(`${sim().url}/__sim/health`)).json()) as { smtpPort: number };
    w = await openAppsWorld(database, { SIM_URL: sim().url, SECRETS_KEY, SMTP_URL: `smtp://127.0.0.1:${health.smtpPort}` });
    runtimes = createAppRuntimes({ secrets: createSecretBox(Buffer.from(SECRETS_KEY, 'base64')), fetch: globalThis.fetch });
    seen = watched(runtimes);
    const repository = createSuppliersRepository();
    const events = outboxOnly(w.db);
    const service = createSuppliersService({ db: w.db, repository, runtimes: seen.port, audit: createAuditLog({ db: w.db, repository: createAuditRepository() }), events });
    const engine = createSupplierEngine({ db: w.db, repository, runs: createRunsRepository(), runtimes: seen.port, service, events, log: quiet });
    sync = async () => {
      const started = await engine.startRun('default', DEMO_APP_ID, 'manual', null);
      await engine.run({ tenantId: 'default', appId: DEMO_APP_ID, runId: started!.run.runId }, new AbortController().signal);
    };
    await sync();
  }, 120_000);
  afterAll(() => w?.close());

  it('matched with the default criteria while the demo’s Ariba Custom Form Integration Mapping says the same', () => {
    expect(seen.criteria.length).toBeGreaterThan(0);
    expect(seen.criteria.every((c) => typeof c.Name === 'string' && c.Name.length > 0)).toBe(true);
    expect(seen.criteria.some((c) => c.City && c.Country)).toBe(true);
  });

  it('writes the mapped Orbis answers into each linked supplier’s Orbis questionnaire in Ariba, and shows them on the supplier', async () => {
    const rows = await linked();
    expect(rows.length).toBeGreaterThan(5);
    const run = await enhancer().run({ tenantId: 'default', appId: DEMO_APP_ID }, new AbortController().signal);
    expect(run).toMatchObject({ enhanced: rows.length, version: 0 });
    expect(run.written).toBe(seen.writes.reduce((n, write) => n + write.answers.length, 0));
    const [first] = rows;
    const answers = await aribaAnswers(first!.supplierId);
    expect(answers.get('ORBIS_BVD_ID')).toBe(first!.bvdId);
    const detail = dataOf<SupplierDetail>(await w.call('GET', `/api/apps/${DEMO_APP_ID}/supplier/${first!.supplierId}`)).data;
    const legalName = detail.orbisEnhancement.find((e) => e.label === 'Legal name')?.answer;
    expect(legalName).toBeTruthy();
    expect(answers.get('ORBIS_LEGAL_NAME')).toBe(legalName);
    // One call per supplier, to its own questionnaire.
    expect(seen.writes.find((write) => write.supplierId === first!.supplierId)?.at).toEqual(parseQuestionnaireRef(first!.supplierId, first!.orbisQuestionnaireId));
  });

  it('pushes the risk exposure fields the active Risk Integration Mapping chooses, once while they stay the same', async () => {
    const push = () =>
      createRiskPush({ db: w.db, runtimes: seen.port, repository: createEnhancementRepository(), activeMapping: createActiveMappings(), log: quiet })(
        { tenantId: 'default', appId: DEMO_APP_ID },
        new AbortController().signal,
      );
    const run = await push();
    expect(run.version).toBe(0);
    expect(run.pushed).toBe(seen.pushes.length);
    expect(run.pushed).toBeGreaterThan(0);
    const { smVendorId: supplierId, fields } = seen.pushes[0]!;
    const detail = dataOf<SupplierDetail>(await w.call('GET', `/api/apps/${DEMO_APP_ID}/supplier/${supplierId}`)).data;
    // The demo maps FIELD_04 to the company's Orbis status; the Catalysts hold no assessment of it yet.
    expect(fields).toMatchObject({ FIELD_04: detail.orbisEnhancement.find((e) => e.label === 'Status')?.answer });
    const app = await w.db.forTenant('default', (tx) => runtimes.load(tx, 'default', DEMO_APP_ID));
    const exposure = await app!.risk()!.risk.exposure(supplierId);
    expect(Object.fromEntries((exposure.customFields ?? []).map((f) => [f.fieldName, f.value]))).toEqual(fields);
    expect(await push()).toMatchObject({ pushed: 0 });
    expect(seen.pushes.length).toBe(run.pushed);
  });

  it('writes nothing unchanged when it runs again', async () => {
    const before = seen.writes.length;
    await w.db.forTenant('default', (tx) => createEnhancementRepository().requeue(tx, 'default', DEMO_APP_ID));
    const run = await enhancer().run({ tenantId: 'default', appId: DEMO_APP_ID }, new AbortController().signal);
    expect(run.enhanced).toBeGreaterThan(0);
    expect(run.written).toBe(0);
    expect(seen.writes.length).toBe(before);
  });

  it('leaves a supplier editing its questionnaire for later, not failed, and writes it once it is done', async () => {
    await forgetWritten();
    const [editing, ...others] = await linked();
    await sim().setEditing('connector-T', editing!.supplierId, true);
    const run = await enhancer().run({ tenantId: 'default', appId: DEMO_APP_ID }, new AbortController().signal);
    expect(run).toMatchObject({ deferred: 1, enhanced: others.length });
    const due = await w.db.forTenant('default', (tx) => createEnhancementRepository().due(tx, 'default', DEMO_APP_ID, 100, null));
    expect(due.map((s) => s.supplierId)).toEqual([editing!.supplierId]);
    await sim().setEditing('connector-T', editing!.supplierId, false);
    const again = await enhancer().run({ tenantId: 'default', appId: DEMO_APP_ID }, new AbortController().signal);
    expect(again).toMatchObject({ deferred: 0, enhanced: 1 });
    expect((await aribaAnswers(editing!.supplierId)).get('ORBIS_BVD_ID')).toBe(editing!.bvdId);
  });

  it('completes once Ariba is back after failing every call, having written every answer once', async () => {
    await forgetWritten();
    const before = seen.writes.length;
    await sim().setFaults({ ariba: { errorRate: 1 } });
    await expect(enhancer().run({ tenantId: 'default', appId: DEMO_APP_ID }, new AbortController().signal)).rejects.toThrow();
    expect(seen.writes.length).toBe(before);
    // Back, but failing most calls, some even after the adapter's retries: part of the work is done and kept.
    await sim().setFaults({ ariba: { errorRate: 0.8, seed: 7 } });
    await expect(enhancer().run({ tenantId: 'default', appId: DEMO_APP_ID }, new AbortController().signal)).rejects.toThrow();
    const partly = seen.writes.length - before;
    expect(partly).toBeGreaterThan(0);
    await sim().resetFaults();
    // Five calls in a row may have failed in the last phase and opened Ariba's circuit: as the job's
    // retry would, run again once the circuit lets a call through (after its cool-down).
    const completed = () =>
      enhancer()
        .run({ tenantId: 'default', appId: DEMO_APP_ID }, new AbortController().signal)
        .then(
          () => true,
          (error: unknown) => {
            if (isProviderError(error) && error.kind === 'circuit-open') return false;
            throw error;
          },
        );
    await until('the run to complete once Ariba is back', completed, (done) => done, { timeoutMs: 45_000, intervalMs: 500 });
    const written = seen.writes.slice(before).flatMap((write) => write.answers.map((a) => `${write.supplierId}/${a.correlationId}`));
    expect(new Set(written).size).toBe(written.length);
    const expected = (await linked()).reduce((n, row) => n + Object.keys(row.writtenAnswers).length, 0);
    expect(written.length).toBe(expected);
  }, 120_000);

  it('writes back a newly activated version by itself, only what it changes, and e-mails the people named', async () => {
    const set = dataOf<MappingSet>(await w.call('GET', `${base}/questionnaireMapping`));
    const rows = [...(set.versions[0]?.content.rows ?? []), { field: 'EMAIL', label: 'Email', values: ['ORBIS_EMAIL'], custom: false }];
    const saved = dataOf<MappingSet>(await w.call('POST', `${base}/questionnaireMapping/versions`, { revision: set.revision, content: { rows, list: null } }), 201);
    expect((await w.call('PUT', `${base}/questionnaireMapping/job`, { emails: ['waiting@default.local'] })).statusCode).toBe(200);
    const activated = await w.call('PUT', `${base}/questionnaireMapping/active`, { revision: saved.revision, version: 1 });
    expect(activated.statusCode, activated.body).toBe(200);
    const mail = await until(
      async () => ((await (await fetch(`${sim().url}/__sim/mail?to=waiting@default.local`)).json()) as { items: SimMail[] }).items,
      (items) => items.length > 0,
    );
    expect(mail[0]).toMatchObject({ to: ['waiting@default.local'], subject: 'Orbis Enhancement finished for Demo' });
    expect(mail[0]?.text).toContain('Orbis Integration Mapping version: 1');
    const withEmail = (await linked()).filter((row) => row.writtenAnswers.ORBIS_EMAIL);
    expect(withEmail.length).toBeGreaterThan(0);
    expect((await aribaAnswers(withEmail[0]!.supplierId)).get('ORBIS_EMAIL')).toBe(withEmail[0]!.writtenAnswers.ORBIS_EMAIL);
    expect(mail[0]?.text).toContain(`Answers written to Ariba: ${withEmail.length}`);
  }, 60_000);

  it('matches with the criteria a newly activated Ariba Custom Form Integration Mapping chooses, and previews them', async () => {
    const set = dataOf<MappingSet>(await w.call('GET', `${base}/orbisSearchMapping`));
    const content = { rows: [{ field: 'name', label: 'name', values: ['SUPPLIER_NAME', 'CITY'], custom: false }], list: null };
    const saved = dataOf<MappingSet>(await w.call('POST', `${base}/orbisSearchMapping/versions`, { revision: set.revision, content }), 201);
    expect((await w.call('PUT', `${base}/orbisSearchMapping/active`, { revision: saved.revision, version: 1 })).statusCode).toBe(200);
    const [row] = (await linked()).slice(0, 1);
    const preview = dataOf<{ writes: { field: string; value: string }[] }>(
      await w.call('POST', `${base}/orbisSearchMapping/preview`, { supplierId: row!.supplierId, content }),
    );
    expect(preview.writes).toEqual([{ field: 'Name', label: 'Name', to: ['Orbis match'], value: `${row!.name} ${row!.city}` }]);
    // The criteria search of a person starts from the same criteria.
    const detail = dataOf<SupplierDetail>(await w.call('GET', `/api/apps/${DEMO_APP_ID}/supplier/${row!.supplierId}`));
    expect(detail.criteria).toEqual({ Name: `${row!.name} ${row!.city}` });

    // Suppliers changed in Ariba are matched again at the next sync, with the new criteria.
    const waiting = await w.db.forTenant('default', (tx) =>
      tx.select().from(suppliers).where(and(eq(suppliers.appId, DEMO_APP_ID), eq(suppliers.state, 'unmatched'))).limit(3),
    );
    expect(waiting.length).toBeGreaterThan(0);
    const touched = await fetch(`${sim().url}/__sim/suppliers/touch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ realm: 'connector-T', smVendorIds: waiting.map((r) => r.supplierId), fields: ['city'] }),
    });
    expect(touched.status).toBe(200);
    seen.criteria.length = 0;
    await sync();
    const now = await w.db.forTenant('default', (tx) => tx.select().from(suppliers).where(eq(suppliers.appId, DEMO_APP_ID)));
    const asked = waiting.map((r) => now.find((n) => n.supplierId === r.supplierId)).map((r) => ({ Name: `${r!.name} ${r!.city}` }));
    expect(seen.criteria).toEqual(expect.arrayContaining(asked));
    expect(seen.criteria.every((c) => Object.keys(c).join() === 'Name')).toBe(true);
  }, 60_000);
});
