/**
 * Data of the write-back benchmark: linked suppliers of the demo application written straight into
 * the store, each one a supplier of the simulated realm with its own Orbis questionnaire (where
 * the simulated Ariba keeps it) and linked to a company the simulated Orbis knows; the demo's active
 * Orbis Integration Mapping read through the API; the application saved with the Parallel Orbis
 * Calls of a run.
 */
import type { App, MappingContent, MappingSet } from '@connector/contracts';
import { SIM_CONTROL_PATHS, SIM_CONTROL_PREFIX, SimCompaniesPage } from '@connector/contracts/providers/simulator';
import { bearer, type Database, type Tokens } from '@connector/server/test-kit';
import type { FastifyInstance } from 'fastify';
import type { BenchSimulator } from './suppliers-sync-simulator.ts';

const TENANT = 'default';
const CHUNK = 2000;

export interface LinkedSupplier {
  supplierId: string;
  name: string;
  country: string;
  bvdId: string;
  /** The supplier's Orbis questionnaire and the workspace it lives in: the answers endpoint names both. */
  workspaceId: string;
  questionnaireId: string;
}

/**
 * Where the simulated Ariba keeps a supplier's Orbis questionnaire: its registration workspace
 * `WS1` and the Orbis questionnaire `Doc2`, each followed by the vendor id without its first letter
 * (`WS110028001` and `Doc210028001` for S10028001).
 */
export function simulatedOrbisQuestionnaire(smVendorId: string): Pick<LinkedSupplier, 'workspaceId' | 'questionnaireId'> {
  const digits = smVendorId.slice(1);
  return { workspaceId: `WS1${digits}`, questionnaireId: `Doc2${digits}` };
}

/** The questionnaire as the server stores it after a sync: `workspaceId/questionnaireId` (its `questionnaireRef`). */
const storedQuestionnaire = (s: LinkedSupplier) => `${s.workspaceId}/${s.questionnaireId}`;

/** Every company of the simulated Orbis up to `count`, by BvD ID. */
async function companyIds(simulatorUrl: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < count) {
    const response = await fetch(`${simulatorUrl}${SIM_CONTROL_PREFIX}${SIM_CONTROL_PATHS.companies}?offset=${ids.length}&limit=1000`);
    const page = SimCompaniesPage.parse(await response.json());
    if (page.items.length === 0) break;
    ids.push(...page.items.map((company) => company.bvdId));
  }
  return ids;
}

/**
 * `count` suppliers of `realm` that have an Orbis questionnaire (suppliers never invited to register
 * have none), each linked to the company it really is or, for one Orbis does not know, to a company
 * of the world: every one has answers to write.
 */
export async function linkedSuppliers(simulator: BenchSimulator, realm: string, count: number): Promise<LinkedSupplier[]> {
  const invited = (await simulator.truth(realm)).filter((s) => s.registrationStatus !== 'NotInvited').slice(0, count);
  if (invited.length < count) throw new Error(`realm ${realm} holds ${invited.length} invited suppliers, not ${count}: raise BENCH_REALM_SUPPLIERS`);
  const spare = await companyIds(simulator.url, invited.filter((s) => s.trueBvdId === null).length);
  let next = 0;
  return invited.map((s) => ({
    supplierId: s.smVendorId,
    name: s.name,
    country: s.country,
    bvdId: s.trueBvdId ?? (spare[next++] as string),
    ...simulatedOrbisQuestionnaire(s.smVendorId),
  }));
}

const literal = (json: string) => `'${json.replaceAll("'", "''")}'::jsonb`;

/** The suppliers as a sync and a match would leave them: linked automatically, not enhanced yet. */
export async function seedLinked(db: Database, appId: string, suppliers: readonly LinkedSupplier[]): Promise<void> {
  for (let i = 0; i < suppliers.length; i += CHUNK) {
    const rows = JSON.stringify(suppliers.slice(i, i + CHUNK).map((s) => ({ ...s, questionnaire: storedQuestionnaire(s) })));
    await db.forTenant(TENANT, (tx) =>
      tx.execute(`
        INSERT INTO suppliers (tenant_id, app_id, supplier_id, name, country, registration_status, orbis_questionnaire_id,
                               state, processing_date, bvd_id, link_source, link_score, linked_at)
        SELECT '${TENANT}', '${appId}', v."supplierId", v.name, v.country, 'Registered', v.questionnaire,
               'linked', now(), v."bvdId", 'auto', 100, now()
        FROM jsonb_to_recordset(${literal(rows)}) AS v("supplierId" text, name text, country text, "bvdId" text, questionnaire text)`),
    );
  }
  // As a sync that wrote this many would leave them (decision 017).
  await db.forTenant(TENANT, (tx) => tx.execute('select connector_analyze_suppliers()'));
}

/** Nothing written to any questionnaire yet, nothing enhanced: the next run writes every answer. */
export async function forgetWritten(db: Database, appId: string): Promise<void> {
  await db.forTenant(TENANT, (tx) =>
    tx.execute(`
      UPDATE suppliers SET written_answers = '{}'::jsonb, enhancement = '[]'::jsonb, enhanced_bvd_id = NULL, enhanced_at = NULL
      WHERE tenant_id = '${TENANT}' AND app_id = '${appId}'`),
  );
}

/** The seeded demo application's id. */
export async function demoAppId(app: FastifyInstance, tokens: Tokens): Promise<string> {
  const list = await app.inject({ url: '/api/apps', headers: bearer(tokens) });
  const demo = list.json<{ data: { label: string; value: string }[] }>().data.find((entry) => entry.label === 'Demo');
  if (!demo) throw new Error(`no demo application: ${list.body}`);
  return demo.value;
}

/**
 * Saves the demo application as the console would, with `parallel` Parallel Orbis Calls and the
 * risk push switched off: it follows each enhancement run with a walk of its own over the same
 * suppliers, which would overlap the next run measured.
 */
export async function configureApp(app: FastifyInstance, tokens: Tokens, appId: string, parallel: number): Promise<void> {
  const headers = bearer(tokens);
  const got = await app.inject({ url: `/api/apps/${appId}`, headers });
  // Secrets read null, and null keeps the stored ones.
  const { appId: _id, appName: _name, tenantId: _tenant, service: _service, secretsSet: _set, params, ...rest } = got.json<{ data: App }>().data;
  const body = { ...rest, riskMapping: { enabled: false }, params: { ...params, moodys: { ...params.moodys, maxConcurrency: parallel } } };
  const saved = await app.inject({ method: 'PUT', url: `/api/apps/${appId}`, headers, payload: body });
  if (saved.statusCode !== 200) throw new Error(`demo application not saved: ${saved.body}`);
}

/** The active Orbis Integration Mapping (the demo's version 0, seeded by the server). */
export async function activeQuestionnaireMapping(app: FastifyInstance, tokens: Tokens, appId: string): Promise<MappingContent> {
  const got = await app.inject({ url: `/api/apps/${appId}/mappings/questionnaireMapping`, headers: bearer(tokens) });
  const set = got.json<{ data: MappingSet }>().data;
  const active = set.versions.find((v) => v.version === set.active);
  if (!set.enabled || !active) throw new Error(`no active Orbis Integration Mapping switched on: ${got.body.slice(0, 300)}`);
  return active.content;
}
