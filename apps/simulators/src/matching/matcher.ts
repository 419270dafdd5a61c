import type { OrbisExclusionFlag, ORBIS_SELECTED_HINT } from '@connector/contracts/providers/orbis';
import type { Company } from '../world/company.ts';
import { countryPosition, FLAG_BRANCH, FLAG_INACTIVE, sizeClassOfFlags, type World } from '../world/world.ts';
import { MatchIndex } from './match-index.ts';
import { foldText, normalizeName, normalizePostcode } from './normalize.ts';
import { softTokenDice, trigramDice } from './similarity.ts';

export interface MatchQuery {
  name?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  postcode?: string | undefined;
  address?: string | undefined;
  nationalId?: string | undefined;
  scoreLimit: number;
  exclusionFlags: readonly OrbisExclusionFlag[];
  maxHits: number;
}

/**
 * Orbis's Hint is open text, and no client names a value but `Selected`; the simulator calls the
 * other hits `Potential` (assumed).
 */
export type MatchHint = typeof ORBIS_SELECTED_HINT | 'Potential';

export interface MatchResult {
  company: Company;
  score: number;
  matchedName: string;
  matchedPrevious: boolean;
  hint: MatchHint;
}

/** Companies scored in full per query, after the index has ranked them by shared words. */
const CANDIDATES = 40;
/** A best hit is Selected only above this score and this far ahead of the runner-up. */
const SELECT_FLOOR = 0.75;
const SELECT_MARGIN = 0.06;
const WEIGHTS = { name: 0.7, city: 0.15, postcode: 0.1, address: 0.05 } as const;

const SIZE_EXCLUSIONS: Partial<Record<OrbisExclusionFlag, number>> = {
  ExcludeSmallCompanies: 0,
  ExcludeMediumCompanies: 1,
  ExcludeLargeCompanies: 2,
  ExcludeVeryLargeCompanies: 3,
};

function nameSimilarity(query: ReturnType<typeof normalizeName>, name: string): number {
  const candidate = normalizeName(name);
  return 0.35 * trigramDice(query.text, candidate.text) + 0.65 * softTokenDice(query.tokens, candidate.tokens);
}

function postcodeSimilarity(a: string, b: string): number {
  const left = normalizePostcode(a);
  const right = normalizePostcode(b);
  if (left === right) return 1;
  return left.length >= 3 && left.slice(0, 3) === right.slice(0, 3) ? 0.5 : 0;
}

/**
 * Orbis-style matching over the world: candidates from the inverted index (plus a national-id
 * hit), each scored 0–1 on name, city, post code and address, weighted over the criteria given.
 */
export function createMatcher(world: World) {
  const index = new MatchIndex(world.table);
  const { table } = world;

  function admitter(query: MatchQuery) {
    const country = query.country ? countryPosition(query.country) : undefined;
    const flags = new Set(query.exclusionFlags);
    const excludedSizes = new Set(query.exclusionFlags.flatMap((f) => (SIZE_EXCLUSIONS[f] === undefined ? [] : [SIZE_EXCLUSIONS[f]])));
    const unknownCountry = Boolean(query.country) && country === undefined;
    return (company: number): boolean => {
      if (unknownCountry) return false;
      if (country !== undefined && table.countries[company] !== country) return false;
      const bits = table.flags[company] ?? 0;
      if (flags.has('ExcludeInactive') && bits & FLAG_INACTIVE) return false;
      if (flags.has('ExcludeBranchLocations') && bits & FLAG_BRANCH) return false;
      return !excludedSizes.has(sizeClassOfFlags(bits));
    };
  }

  function score(query: MatchQuery, company: Company, idHit: boolean) {
    const normalized = query.name ? normalizeName(query.name) : null;
    let nameScore = 0;
    let matchedName = company.name;
    let matchedPrevious = false;
    if (normalized) {
      nameScore = nameSimilarity(normalized, company.name);
      if (company.previousName && !query.exclusionFlags.includes('ExcludePreviousNames')) {
        const previous = nameSimilarity(normalized, company.previousName);
        if (previous > nameScore) [nameScore, matchedName, matchedPrevious] = [previous, company.previousName, true];
      }
    }
    let total = normalized ? WEIGHTS.name * nameScore : 0;
    let weight = normalized ? WEIGHTS.name : 0;
    if (query.city) {
      total += WEIGHTS.city * trigramDice(foldText(query.city), foldText(company.city));
      weight += WEIGHTS.city;
    }
    if (query.postcode) {
      total += WEIGHTS.postcode * postcodeSimilarity(query.postcode, company.postcode);
      weight += WEIGHTS.postcode;
    }
    if (query.address) {
      total += WEIGHTS.address * trigramDice(foldText(query.address), foldText(company.addressLine1));
      weight += WEIGHTS.address;
    }
    let value = weight > 0 ? total / weight : 0;
    // A registry number in common outweighs spelling; without a name it is the whole match.
    if (idHit) value = normalized ? Math.max(value, 0.85 + 0.15 * nameScore) : 1;
    return { score: Math.round(value * 1000) / 1000, matchedName, matchedPrevious };
  }

  function match(query: MatchQuery): MatchResult[] {
    const admit = admitter(query);
    const idHit = query.nationalId ? world.findById(query.nationalId) : null;
    const idIndex = idHit && admit(idHit.index) ? idHit.index : null;
    const tokens = query.name ? normalizeName(query.name).tokens : [];
    const candidates = tokens.length > 0 ? index.candidates(tokens, admit, CANDIDATES) : [];
    if (idIndex !== null && !candidates.includes(idIndex)) candidates.push(idIndex);
    const scored = candidates
      .map((i) => {
        const company = world.companyAt(i);
        return { company, ...score(query, company, i === idIndex) };
      })
      .filter((hit) => hit.score >= query.scoreLimit)
      .sort((a, b) => b.score - a.score || a.company.index - b.company.index)
      .slice(0, query.maxHits);
    const [first, second] = scored;
    const selected =
      first !== undefined &&
      first.score >= Math.max(SELECT_FLOOR, query.scoreLimit) &&
      (second === undefined || first.score - second.score >= SELECT_MARGIN);
    return scored.map((hit, position) => ({ ...hit, hint: selected && position === 0 ? 'Selected' : 'Potential' }));
  }

  return { match, stats: () => index.stats() };
}

export type Matcher = ReturnType<typeof createMatcher>;
