import type { MappingContent } from '@connector/contracts';
import type { Database } from '../../../db/client.ts';
import { isProviderError, type OrbisAdapter } from '../../../providers/index.ts';
import type { AppRuntime } from '../../applications/index.ts';
import { createActiveMappings } from '../../mappings/index.ts';
import { criteriaOf } from '../criteria.ts';
import type { SupplierRow } from '../repository/index.ts';
import type { RunRow } from '../runs-repository.ts';
import { createDecide, nothingAdded, type Answer } from './decide.ts';
import { ensureEnabled, type EngineDeps } from './parts.ts';

/** Suppliers read for matching at a time. */
const MATCH_BATCH = 400;
/**
 * Answers written in one transaction, with the run's counters and the events of its links. Each
 * write has a fixed cost besides its rows (locks, the run's counters, the outbox's batch and its
 * delivery); on the embedded database, whose queries hold the event loop, 80 at a time matched
 * 3 % faster than 40, and 120 slower again (longer holds delay the next Orbis calls).
 */
export const WRITE_CHUNK = 80;

/** The application's active Ariba Custom Form Integration Mapping, read once per pass; null for the default. */
async function searchMappingOf(db: Database, app: AppRuntime): Promise<MappingContent | null> {
  const key = { tenantId: app.tenantId, appId: app.appId, mappingType: 'orbisSearchMapping' as const };
  return (await db.forTenant(app.tenantId, (tx) => createActiveMappings(db.facts)(tx, key)))?.content ?? null;
}

/**
 * Answers kept until there are WRITE_CHUNK of them, then written by `write`, one write after
 * another in the order they were given.
 */
export function answerWriter(write: (answers: Answer[]) => Promise<void>) {
  const buffer: Answer[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const answers = buffer.splice(0);
    if (answers.length > 0) writing = writing.then(() => write(answers));
  };
  return {
    add(answer: Answer): void {
      buffer.push(answer);
      if (buffer.length >= WRITE_CHUNK) flush();
    },
    /** Writes what is left, and answers once every write is over. */
    async end(): Promise<void> {
      flush();
      await writing;
    },
  };
}

/**
 * The match: every supplier waiting for it asked of Orbis, Parallel Orbis Calls at a time, and
 * the answers decided and written a few dozen at a time (decide.ts) while the next calls are in
 * flight, so neither reading nor writing leaves Orbis idle.
 */
export function createMatch(deps: Pick<EngineDeps, 'db' | 'repository' | 'runs' | 'runtimes' | 'service'>) {
  const { db, repository, runs } = deps;
  const enabled = ensureEnabled(deps);
  const decide = createDecide(deps);

  /** One pass over the waiting suppliers, read a batch ahead in supplier id order; whether it found any. */
  async function matchPass(app: AppRuntime, run: RunRow, signal: AbortSignal): Promise<boolean> {
    const [orbis, mapping]: [OrbisAdapter, MappingContent | null] = [app.orbis(), await searchMappingOf(db, app)];
    const queue: SupplierRow[] = [];
    let after: string | null = null;
    let exhausted = false;
    let found = false;
    /** The first failure of a read or a write: every worker stops, and the pass throws it. */
    let failure: { error: unknown } | null = null;
    const fail = (error: unknown) => {
      failure ??= { error };
    };

    let reading: Promise<void> | null = null;
    const read = (): Promise<void> =>
      (reading ??= (async () => {
        await enabled(app);
        const rows = await db.forTenant(app.tenantId, (tx) => repository.pending(tx, app.tenantId, app.appId, MATCH_BATCH, after));
        if (rows.length === 0) exhausted = true;
        found ||= rows.length > 0;
        queue.push(...rows);
        after = rows.at(-1)?.supplierId ?? after;
      })()
        .catch(fail)
        .finally(() => {
          reading = null;
        }));

    const writer = answerWriter(async (answers) => {
      if (failure) return;
      const added = nothingAdded();
      await db
        .forTenant(app.tenantId, async (tx) => {
          await decide(tx, app, answers, added);
          await runs.progress(tx, app.tenantId, run.runId, added);
        })
        .catch(fail);
    });

    const worker = async () => {
      while (!signal.aborted && !failure) {
        // The next batch is read while the calls of this one are still in flight.
        if (queue.length <= app.parallelCalls && !exhausted) void read();
        const row = queue.shift();
        if (!row) {
          if (exhausted) return;
          await read();
          continue;
        }
        try {
          writer.add({ supplierId: row.supplierId, hits: await orbis.match(criteriaOf(row, mapping), { ScoreLimit: 0 }, signal) });
        } catch (error) {
          if (signal.aborted) return;
          if (!isProviderError(error)) return fail(error);
          writer.add({ supplierId: row.supplierId, error: error.message });
        }
      }
    };
    await Promise.all(Array.from({ length: app.parallelCalls }, worker));
    await writer.end();
    if (failure) throw (failure as { error: unknown }).error;
    return found;
  }

  /**
   * Matches every supplier waiting for it. A pass ends when the store has no supplier after the
   * last one read; another pass starts from the beginning until one finds none (suppliers sent
   * back to matching meanwhile).
   */
  return async function match(app: AppRuntime, run: RunRow, signal: AbortSignal): Promise<void> {
    const counts = await db.forTenant(app.tenantId, (tx) => repository.countsByState(tx, app.tenantId, app.appId));
    await db.forTenant(app.tenantId, (tx) => runs.progress(tx, app.tenantId, run.runId, {}, { toMatch: run.matched + (counts.pending ?? 0) }));
    while (await matchPass(app, run, signal)) signal.throwIfAborted();
  };
}
