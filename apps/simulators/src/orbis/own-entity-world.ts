import { createMatcher, type Matcher, type MatchQuery, type MatchResult } from '../matching/matcher.ts';
import { SIZE_CLASSES, type Company } from '../world/company.ts';
import { countryPosition, type CompanyTable, type World } from '../world/world.ts';
import type { OwnEntityStore } from './own-entity-store.ts';

/** The matcher's margin: a best hit is Selected only this far ahead of the runner-up (matcher.ts). */
const SELECT_MARGIN = 0.06;
/** Never a position in `COUNTRIES`: a company of a country the world lacks matches no country criterion. */
const NO_COUNTRY = 255;

/** The created companies as a world of their own, so the one matcher scores them as it scores the rest. */
function worldOf(base: World, companies: readonly Company[]): World {
  const table: CompanyTable = {
    size: companies.length,
    names: companies.map((company) => company.name),
    previousNames: new Map(),
    countries: Uint8Array.from(companies, (company) => countryPosition(company.country) ?? NO_COUNTRY),
    flags: Uint8Array.from(companies, (company) => SIZE_CLASSES.indexOf(company.sizeClass) << 2),
  };
  const companyAt = (index: number): Company => {
    const company = companies[index];
    if (!company) throw new Error(`no own entity at ${index}`);
    return company;
  };
  return { ...base, table, companyAt, findById: () => null };
}

/** Hits of both worlds best first; the best is Selected only if it still wins clearly over both. */
function merge(query: MatchQuery, seeded: MatchResult[], added: MatchResult[]): MatchResult[] {
  const hits = [...seeded, ...added].sort((a, b) => b.score - a.score).slice(0, query.maxHits);
  const [first, second] = hits;
  const selected = first?.hint === 'Selected' && (second === undefined || first.score - second.score >= SELECT_MARGIN);
  return hits.map((hit, position) => ({ ...hit, hint: selected && position === 0 ? 'Selected' : 'Potential' }));
}

/**
 * The world and matcher Orbis answers from once own entities exist: the seeded ones, with every
 * company the store has created found by BvD ID and by company match.
 */
export function withOwnEntities(world: World, matcher: Matcher, store: OwnEntityStore): { world: World; matcher: Matcher } {
  let built: { generation: number; matcher: Matcher } | null = null;
  const addedMatcher = (): Matcher | null => {
    const { companies, generation } = store.created();
    if (companies.length === 0) return null;
    if (built?.generation !== generation) built = { generation, matcher: createMatcher(worldOf(world, companies)) };
    return built.matcher;
  };
  return {
    world: { ...world, findById: (id) => store.find(id) ?? world.findById(id) },
    matcher: {
      ...matcher,
      match(query) {
        const added = addedMatcher();
        return added ? merge(query, matcher.match(query), added.match(query)) : matcher.match(query);
      },
    },
  };
}
