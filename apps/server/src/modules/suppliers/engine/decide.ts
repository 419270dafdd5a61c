import type { KeptCandidate } from '@connector/contracts';
import type { Tx } from '../../../db/client.ts';
import { selectedHit, type OrbisHit } from '../../../providers/index.ts';
import type { AppRuntime } from '../../applications/index.ts';
import type { SupplierRow } from '../repository/index.ts';
import type { RunProgress } from '../runs-repository.ts';
import { keptCandidate, linkChange, type LinkNews } from '../service.ts';
import type { EngineDeps } from './parts.ts';

/** Candidates kept for a person when no hit is sure. */
const KEPT_CANDIDATES = 3;

/** Orbis's answer for one supplier, or why there is none. */
export type Answer = { supplierId: string; hits: OrbisHit[] } | { supplierId: string; error: string };

/** What a batch of decisions adds to the run's counters. */
export type Added = Required<RunProgress>;
export const nothingAdded = (): Added => ({ pulled: 0, changed: 0, toMatch: 0, matched: 0, linkedAuto: 0, waiting: 0, failed: 0 });

/** A supplier Orbis is sure of, before its BvD ID is known to be free. */
export interface SureOf {
  row: SupplierRow;
  hit: OrbisHit;
  candidates: KeptCandidate[];
}

/** The hit to link automatically: Orbis's own pick, at or above the limit (percent); else none. */
export function sureHit(hits: readonly OrbisHit[], limitPercent: number) {
  const selected = selectedHit(hits);
  return selected && selected.Score * 100 >= limitPercent ? selected : undefined;
}

/** The supplier as it waits for a person, with the best candidates Orbis gave. */
function waiting(row: SupplierRow, candidates: KeptCandidate[], now: Date, added: Added): SupplierRow {
  added.waiting += 1;
  return { ...row, state: 'unmatched', candidates, processingDate: now, matchAttempts: row.matchAttempts + 1, lastError: null };
}

/**
 * Sorts Orbis's answers for the suppliers still waiting for them (`locked`): a failed call marks
 * its supplier failed, a sure hit goes on to `takeSure`, anything else waits for a person with
 * its candidates. An answer whose supplier is not in `locked` (linked by a person meanwhile, or
 * changed again in Ariba) is for old fields and is dropped.
 */
export function sortAnswers(
  app: Pick<AppRuntime, 'matchScoreLimit'>,
  locked: ReadonlyMap<string, SupplierRow>,
  answers: readonly Answer[],
  now: Date,
  added: Added,
): { decided: SupplierRow[]; sure: SureOf[] } {
  const decided: SupplierRow[] = [];
  const sure: SureOf[] = [];
  for (const answer of answers) {
    const row = locked.get(answer.supplierId);
    if (!row) continue;
    added.matched += 1;
    if ('error' in answer) {
      decided.push({ ...row, state: 'failed', lastError: answer.error, processingDate: now, matchAttempts: row.matchAttempts + 1 });
      added.failed += 1;
      continue;
    }
    const searched = { name: row.name, city: row.city, postCode: row.postalCode, nationalId: row.nationalId };
    const candidates = answer.hits.slice(0, KEPT_CANDIDATES).map((hit) => keptCandidate(hit, searched));
    const hit = sureHit(answer.hits, app.matchScoreLimit);
    if (hit) sure.push({ row, hit, candidates });
    else decided.push(waiting(row, candidates, now, added));
  }
  return { decided, sure };
}

/**
 * Links each sure supplier to its hit unless another supplier of the application holds that BvD
 * ID (`holders`, BvD ID → supplier id, as the store has them): the first of the batch to be sure
 * of a BvD ID takes it, and the others wait for a person.
 */
export function takeSure(app: AppRuntime, sure: readonly SureOf[], holders: Map<string, string>, now: Date, added: Added): { decided: SupplierRow[]; links: LinkNews[] } {
  const decided: SupplierRow[] = [];
  const links: LinkNews[] = [];
  for (const { row, hit, candidates } of sure) {
    const holder = holders.get(hit.BvDId);
    if (holder !== undefined && holder !== row.supplierId) {
      decided.push(waiting(row, candidates, now, added));
      continue;
    }
    holders.set(hit.BvDId, row.supplierId);
    const extra = { candidates, matchAttempts: row.matchAttempts + 1 };
    const change = linkChange(null, app, row, { source: 'auto', bvdId: hit.BvDId, score: Math.round(hit.Score * 100), extra }, now);
    decided.push({ ...row, ...change.patch } as SupplierRow);
    links.push(change);
    added.linkedAuto += 1;
  }
  return { decided, links };
}

/**
 * The decision step: in one transaction with the suppliers locked, sorts Orbis's answers, locks
 * the BvD IDs of the sure hits (advisory locks, so two suppliers, or a person and the engine,
 * cannot both take one), takes those still free, and writes every decision in a few statements
 * whatever their number, with the links' audit entries and events.
 */
export function createDecide({ repository, service }: Pick<EngineDeps, 'repository' | 'service'>) {
  return async function decide(tx: Tx, app: AppRuntime, answers: readonly Answer[], added: Added): Promise<void> {
    const locked = await repository.lockPending(tx, app.tenantId, app.appId, answers.map((a) => a.supplierId));
    const now = new Date();
    const sorted = sortAnswers(app, locked, answers, now, added);
    const bvdIds = sorted.sure.map(({ hit }) => hit.BvDId);
    await repository.lockBvdIds(tx, app.appId, bvdIds);
    const holders = await repository.holdersOf(tx, app.tenantId, app.appId, bvdIds);
    const taken = takeSure(app, sorted.sure, holders, now, added);
    await service.writeDecisions(tx, app, [...sorted.decided, ...taken.decided], taken.links);
  };
}
