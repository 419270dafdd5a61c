import type { Supplier } from '../src/world/suppliers.ts';
import type { Matcher, MatchQuery } from '../src/matching/matcher.ts';

export interface MatchQuality {
  queries: number;
  /** Queries whose supplier is a company of the world. */
  known: number;
  selected: number;
  correct: number;
  /** Correct Selected hits over all Selected hits (unknown suppliers count when selected). */
  precision: number;
  /** Correct Selected hits over suppliers that are companies of the world. */
  recall: number;
  latenciesMs: number[];
  misses: { supplier: Supplier; selected: string | null }[];
}

export function supplierQuery(supplier: Supplier, scoreLimit: number): MatchQuery {
  return {
    name: supplier.name,
    city: supplier.city,
    country: supplier.country,
    postcode: supplier.postcode ?? undefined,
    nationalId: supplier.nationalId ?? undefined,
    scoreLimit,
    exclusionFlags: [],
    maxHits: 20,
  };
}

/** Runs each supplier as a match query and compares the Selected hit with its true BvD ID. */
export function measureQuality(matcher: Matcher, suppliers: readonly Supplier[], scoreLimit: number): MatchQuality {
  let selected = 0;
  let correct = 0;
  const latenciesMs: number[] = [];
  const misses: MatchQuality['misses'] = [];
  for (const supplier of suppliers) {
    const started = performance.now();
    const hits = matcher.match(supplierQuery(supplier, scoreLimit));
    latenciesMs.push(performance.now() - started);
    const chosen = hits.find((hit) => hit.hint === 'Selected')?.company.bvdId ?? null;
    if (chosen !== null) selected++;
    if (chosen !== null && chosen === supplier.trueBvdId) correct++;
    else if (chosen !== null || supplier.trueBvdId !== null) misses.push({ supplier, selected: chosen });
  }
  const known = suppliers.filter((s) => s.trueBvdId !== null).length;
  return {
    queries: suppliers.length,
    known,
    selected,
    correct,
    precision: selected === 0 ? 0 : correct / selected,
    recall: known === 0 ? 0 : correct / known,
    latenciesMs,
    misses,
  };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
