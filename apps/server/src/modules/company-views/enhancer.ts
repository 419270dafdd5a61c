import type { Database } from '../../db/client.ts';
import { isUnsetUrl, type AppRuntimes } from '../applications/index.ts';
import { answersOf, DEFAULT_QUESTIONS, questionFields } from './enhancement.ts';
import type { EnhancementRepository } from '../suppliers/index.ts';

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
  log: EnhancerLog;
}

export interface AppKey {
  tenantId: string;
  appId: string;
}

/**
 * The Orbis Enhancement of an application: every linked supplier whose company's answers are not
 * stored yet is asked of Orbis, a batch at a time, and its answers written. A provider failure
 * throws, so the job is retried; what was written stays written.
 */
export function createEnhancer({ db, runtimes, repository, log }: EnhancerDeps) {
  const fields = questionFields(DEFAULT_QUESTIONS);

  return {
    /** Answers how many suppliers were enhanced. */
    async run({ tenantId, appId }: AppKey, signal: AbortSignal): Promise<number> {
      const app = await db.forTenant(tenantId, (tx) => runtimes.load(tx, tenantId, appId));
      // A disabled application's work waits; its next link queues the backlog again.
      if (!app?.enabled) return 0;
      const orbis = app.orbis();
      let after: string | null = null;
      let enhanced = 0;
      for (;;) {
        signal.throwIfAborted();
        const batch = await db.forTenant(tenantId, (tx) => repository.due(tx, tenantId, appId, BATCH, after));
        const last = batch.at(-1);
        if (!last) break;
        let records;
        try {
          records = (await orbis.companyData([...new Set(batch.map((s) => s.bvdId))], fields, signal)).Data;
        } catch (error) {
          if (!isUnsetUrl(error)) throw error;
          log.warn({ appId }, 'Orbis Enhancement skipped: the application has no Orbis API URL');
          return enhanced;
        }
        const byId = new Map(records.map((record) => [record.BVDID?.toUpperCase() ?? '', record]));
        // A company Orbis does not know has no answers: stored as none, so it is not asked again.
        const enhancements = batch.map((s) => {
          const record = byId.get(s.bvdId.toUpperCase());
          return { ...s, entries: record ? answersOf(record, DEFAULT_QUESTIONS) : [] };
        });
        await db.forTenant(tenantId, (tx) => repository.write(tx, tenantId, appId, enhancements));
        enhanced += enhancements.length;
        after = last.supplierId;
      }
      if (enhanced > 0) log.info({ appId, enhanced }, 'Orbis Enhancement done');
      return enhanced;
    },
  };
}

export type Enhancer = ReturnType<typeof createEnhancer>;
