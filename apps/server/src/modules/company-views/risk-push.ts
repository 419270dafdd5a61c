import type { MappingContent } from '@connector/contracts';
import { ARIBA_RISK_SUPPLIERS_PER_CALL } from '@connector/contracts/providers/ariba';
import type { OrbisDataField } from '@connector/contracts/providers/orbis';
import type { Database } from '../../db/client.ts';
import type { AribaAdapter } from '../../providers/index.ts';
import type { AppRuntime, AppRuntimes } from '../applications/index.ts';
import { riskValues, type ActiveMappings, type RiskRecords } from '../mappings/index.ts';
import type { EnhancementRepository, RiskSupplier } from '../suppliers/index.ts';
import type { AppKey, EnhancerLog } from './enhancer.ts';

/** Linked suppliers read, asked of Orbis in one data call and set in Ariba in one call, at a time (Ariba takes 100). */
const BATCH = ARIBA_RISK_SUPPLIERS_PER_CALL;

export interface RiskPushDeps {
  db: Database;
  runtimes: AppRuntimes;
  repository: EnhancementRepository;
  activeMapping: ActiveMappings;
  log: EnhancerLog;
}

export interface RiskPushRun {
  /** Suppliers whose exposure was pushed. */
  pushed: number;
  version: number | null;
}

/** The Orbis fields the orbis rows read (their chapters are written in the rows, not read). */
const orbisFieldsOfRisk = (mapping: MappingContent): OrbisDataField[] => [
  'BVDID',
  ...new Set(mapping.rows.filter((row) => row.optionRisk === 'orbis').flatMap((row) => row.values).filter((v) => v !== 'chapter') as OrbisDataField[]),
];

const sameFields = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/**
 * The risk push (decision 025): for each linked supplier, the fields the active Risk Integration
 * Mapping chooses, read from Orbis and the latest assessments, are set in the realm's custom risk
 * fields through the Risk Category Information API. Only suppliers whose fields changed since
 * their last push are sent; a failed call stops the run after what was pushed is recorded, and
 * the job is retried.
 */
export function createRiskPush({ db, runtimes, repository, activeMapping, log }: RiskPushDeps) {
  async function recordsOf(app: AppRuntime, mapping: MappingContent, bvdIds: string[], signal: AbortSignal) {
    const sources = new Set(mapping.rows.map((row) => row.optionRisk ?? 'catalyst'));
    const orbis = sources.has('orbis') ? (await app.orbis().companyData(bvdIds, orbisFieldsOfRisk(mapping), signal)).Data : [];
    const byId = new Map(orbis.map((record) => [record.BVDID?.toUpperCase() ?? '', record]));
    const catalyst = sources.has('catalyst') ? app.catalyst() : null;
    const supplyChain = sources.has('supplychain') ? app.supplyChain() : null;
    return async (bvdId: string): Promise<RiskRecords> => ({
      ...(byId.has(bvdId.toUpperCase()) ? { orbis: byId.get(bvdId.toUpperCase()) } : {}),
      ...(catalyst ? { catalyst: (await catalyst.companyAssessments(bvdId))[0] } : {}),
      ...(supplyChain ? { supplychain: (await supplyChain.companyAssessments(bvdId))[0] } : {}),
    });
  }

  /** The changed fields of each supplier of the batch, read `parallelCalls` at a time (the Catalysts are asked per company). */
  async function changedFields(app: AppRuntime, mapping: MappingContent, batch: RiskSupplier[], signal: AbortSignal) {
    const recordOf = await recordsOf(app, mapping, [...new Set(batch.map((s) => s.bvdId))], signal);
    const changed: { supplierId: string; fields: Record<string, string> }[] = [];
    const queue = [...batch];
    const worker = async () => {
      for (let s = queue.shift(); s && !signal.aborted; s = queue.shift()) {
        const fields = Object.fromEntries(riskValues(mapping, await recordOf(s.bvdId)).map((v) => [v.field, v.value]));
        if (Object.keys(fields).length > 0 && !sameFields(fields, s.riskPushed)) changed.push({ supplierId: s.supplierId, fields });
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, app.parallelCalls) }, worker));
    signal.throwIfAborted();
    return changed;
  }

  /**
   * One batch: its changed fields set in Ariba with one Risk Category Information call (at most
   * 100 suppliers), then recorded as pushed. A failed call records nothing and throws; setting the
   * same values again is harmless.
   */
  async function pushBatch(app: AppRuntime, ariba: AribaAdapter, mapping: MappingContent, batch: RiskSupplier[], signal: AbortSignal) {
    const changed = await changedFields(app, mapping, batch, signal);
    if (changed.length === 0) return 0;
    await ariba.risk.writeFields(changed.map((c) => ({ smVendorId: c.supplierId, fields: c.fields })), signal);
    await db.forTenant(app.tenantId, (tx) => repository.recordRiskPushed(tx, app.tenantId, app.appId, changed));
    return changed.length;
  }

  return async ({ tenantId, appId }: AppKey, signal: AbortSignal): Promise<RiskPushRun> => {
    const { app, active } = await db.forTenant(tenantId, async (tx) => ({
      app: await runtimes.load(tx, tenantId, appId),
      active: await activeMapping(tx, { tenantId, appId, mappingType: 'riskMapping' }),
    }));
    const run: RiskPushRun = { pushed: 0, version: active?.version ?? null };
    if (!app?.enabled || !app.flags.riskMapping || !active) return run;
    const ariba = app.risk();
    if (!ariba) {
      log.warn({ appId }, 'Risk push skipped: the application has no Risk Configuration credentials');
      return run;
    }
    for (let after: string | null = null; ; ) {
      signal.throwIfAborted();
      const batch = await db.forTenant(tenantId, (tx) => repository.linked(tx, tenantId, appId, BATCH, after));
      if (batch.length === 0) break;
      run.pushed += await pushBatch(app, ariba, active.content, batch, signal);
      after = batch.at(-1)?.supplierId ?? null;
    }
    if (run.pushed > 0) log.info({ appId, pushed: run.pushed, version: run.version }, 'Risk push done');
    return run;
  };
}

export type RiskPush = ReturnType<typeof createRiskPush>;
