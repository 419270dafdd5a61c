import type { MappingContent } from '@connector/contracts';
import type { OrbisDataField, OrbisDataRecord } from '@connector/contracts/providers/orbis';
import type { Database } from '../../db/client.ts';
import { runStream } from '../../jobs/stream.ts';
import { isUnsetUrl, type AppRuntime, type AppRuntimes } from '../applications/index.ts';
import { orbisFieldsOf, type ActiveMappings } from '../mappings/index.ts';
import type { DueSupplier, Enhancement, EnhancementRepository } from '../suppliers/index.ts';
import { answersOf, DEFAULT_QUESTIONS, questionFields } from './enhancement.ts';
import { writeAnswers, type DueItem, type WriteOutcome } from './write-back.ts';

/** BvD IDs asked of Orbis in one data call (it takes up to 1000). */
const BATCH = 100;

export interface EnhancerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface EnhancerDeps {
  db: Database;
  runtimes: AppRuntimes;
  repository: EnhancementRepository;
  activeMapping: ActiveMappings;
  log: EnhancerLog;
}

export interface AppKey {
  tenantId: string;
  appId: string;
}

/** What one run did, for the log and the e-mail to the people waiting for it. */
export interface EnhancementRun {
  app: AppRuntime | null;
  enhanced: number;
  /** Answers written to Ariba questionnaires. */
  written: number;
  /** The Orbis Integration Mapping version obeyed; null for the default questions (nothing written back). */
  version: number | null;
  /** Suppliers left due because they were editing their questionnaire in Ariba: the run comes back for them. */
  deferred: number;
}

/**
 * The Orbis Enhancement of an application (decisions 019 and 025): every linked supplier whose
 * company's answers are not stored yet is asked of Orbis, a batch at a time. Under an active Orbis
 * Integration Mapping its answers are written to the supplier's Orbis questionnaire in Ariba (only
 * what changed) and stored as its enhancement; without one the default questions are stored only.
 * A provider failure throws, so the job is retried; what was written stays written and recorded.
 */
export function createEnhancer({ db, runtimes, repository, activeMapping, log }: EnhancerDeps) {
  /** One batch's Orbis records by BvD ID; null when the application has no Orbis API URL. */
  async function recordsOf(app: AppRuntime, batch: DueSupplier[], fields: OrbisDataField[], signal: AbortSignal) {
    try {
      const { Data } = await app.orbis().companyData([...new Set(batch.map((s) => s.bvdId))], fields, signal);
      return new Map(Data.map((record): [string, OrbisDataRecord] => [record.BVDID?.toUpperCase() ?? '', record]));
    } catch (error) {
      if (!isUnsetUrl(error)) throw error;
      log.warn({ appId: app.appId }, 'Orbis Enhancement skipped: the application has no Orbis API URL');
      return null;
    }
  }

  /** The stored answers of the default questions: no mapping says where in Ariba they go. */
  const defaultAnswers = (batch: DueSupplier[], records: Map<string, OrbisDataRecord>): Enhancement[] =>
    batch.map((s) => {
      const record = records.get(s.bvdId.toUpperCase());
      // A company Orbis does not know has no answers: stored as none, so it is not asked again.
      return { supplierId: s.supplierId, bvdId: s.bvdId, entries: record ? answersOf(record, DEFAULT_QUESTIONS) : [], writtenAnswers: s.writtenAnswers };
    });

  /** The default questions, a batch at a time: stored only, nothing is written back. */
  async function runDefault(app: AppRuntime, signal: AbortSignal, run: EnhancementRun): Promise<void> {
    const { tenantId, appId } = app;
    for (let after: string | null = null; ; ) {
      signal.throwIfAborted();
      const batch = await db.forTenant(tenantId, (tx) => repository.due(tx, tenantId, appId, BATCH, after));
      const last = batch.at(-1);
      if (!last) return;
      const records = await recordsOf(app, batch, questionFields(DEFAULT_QUESTIONS), signal);
      if (!records) return;
      const done = defaultAnswers(batch, records);
      await db.forTenant(tenantId, (tx) => repository.write(tx, tenantId, appId, done));
      run.enhanced += done.length;
      after = last.supplierId;
    }
  }

  /** The mapped answers, written back as a stream of calls across batches (write-back.ts). */
  async function runMapped(app: AppRuntime, mapping: MappingContent, signal: AbortSignal, run: EnhancementRun): Promise<void> {
    const { tenantId, appId } = app;
    const ariba = app.supplierData();
    if (!ariba) log.warn({ appId }, 'Orbis answers stored but not written back: the application has no Supplier Data With Pagination credentials');
    const fields = orbisFieldsOf(mapping);
    let after: string | null = null;
    const next = async (): Promise<DueItem[]> => {
      const batch = await db.forTenant(tenantId, (tx) => repository.due(tx, tenantId, appId, BATCH, after));
      after = batch.at(-1)?.supplierId ?? after;
      if (batch.length === 0) return [];
      const records = await recordsOf(app, batch, fields, signal);
      return records ? batch.map((supplier) => ({ supplier, record: records.get(supplier.bvdId.toUpperCase()) })) : [];
    };
    const store = (done: (Enhancement | null)[]) =>
      db.forTenant(tenantId, (tx) => repository.write(tx, tenantId, appId, done.filter((e): e is Enhancement => e !== null)));
    const outcome: WriteOutcome = { written: 0, deferred: 0 };
    run.enhanced += (await runStream({ next, work: writeAnswers(mapping, ariba, outcome), store }, app.parallelCalls, signal)) - outcome.deferred;
    run.written += outcome.written;
    run.deferred += outcome.deferred;
  }

  return {
    async run({ tenantId, appId }: AppKey, signal: AbortSignal): Promise<EnhancementRun> {
      const { app, active } = await db.forTenant(tenantId, async (tx) => ({
        app: await runtimes.load(tx, tenantId, appId),
        active: await activeMapping(tx, { tenantId, appId, mappingType: 'questionnaireMapping' }),
      }));
      const run: EnhancementRun = { app, enhanced: 0, written: 0, version: active?.version ?? null, deferred: 0 };
      // A disabled application's work waits; its next link queues the backlog again.
      if (!app?.enabled) return run;
      // The mapping is obeyed while the Orbis Integration is switched on.
      const mapping = app.flags.questionnaireMapping ? (active?.content ?? null) : null;
      if (!mapping) run.version = null;
      await (mapping ? runMapped(app, mapping, signal, run) : runDefault(app, signal, run));
      if (run.enhanced > 0) log.info({ appId, enhanced: run.enhanced, written: run.written, version: run.version }, 'Orbis Enhancement done');
      return run;
    },
  };
}

export type Enhancer = ReturnType<typeof createEnhancer>;
