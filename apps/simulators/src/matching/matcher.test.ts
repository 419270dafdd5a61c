import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../world/world.ts';
import { createMatcher, type Matcher, type MatchQuery } from './matcher.ts';
import { measureQuality, percentile } from '../../test/match-quality.ts';

const query = (q: Partial<MatchQuery>): MatchQuery => ({ scoreLimit: 0, exclusionFlags: [], maxHits: 20, ...q });

describe('matching over the world', () => {
  let world: World;
  let matcher: Matcher;
  beforeAll(async () => {
    world = await buildWorld({ seed: 20240601, companies: 20_000, realms: ['connector-T'], suppliersPerRealm: 400 });
    matcher = createMatcher(world);
  });

  it('finds the true company of noisy suppliers: precision >= 0.95, recall >= 0.90', () => {
    const suppliers = world.suppliersByRealm.get('connector-T') ?? [];
    const quality = measureQuality(matcher, suppliers, 0.85);
    const line = `matching ${quality.queries} suppliers (${quality.known} labelled): precision ${quality.precision.toFixed(3)}, recall ${quality.recall.toFixed(3)}, p95 ${percentile(quality.latenciesMs, 95).toFixed(1)} ms`;
    console.log(line);
    expect(quality.known).toBeGreaterThanOrEqual(200);
    expect(quality.precision).toBeGreaterThanOrEqual(0.95);
    expect(quality.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('scores an exact name in its city 1 and selects it', () => {
    const company = world.companyAt(321);
    const [best] = matcher.match(query({ name: company.name, city: company.city, country: company.country }));
    expect(best).toMatchObject({ score: 1, hint: 'Selected' });
    expect(best?.company.bvdId).toBe(company.bvdId);
  });

  it('hits a national id exactly, with or without a name', () => {
    const company = world.companyAt(777);
    const [byId] = matcher.match(query({ nationalId: company.nationalId.replace(/\W/g, ' '), country: company.country }));
    expect(byId).toMatchObject({ score: 1, hint: 'Selected' });
    expect(byId?.company.bvdId).toBe(company.bvdId);
    const [withName] = matcher.match(query({ name: 'Something Else Entirely', nationalId: company.nationalId }));
    expect(withName?.company.bvdId).toBe(company.bvdId);
    expect(withName?.score).toBeGreaterThanOrEqual(0.85);
  });

  it('keeps to the given country', () => {
    const company = world.companyAt(42);
    const other = company.country === 'DE' ? 'FR' : 'DE';
    const hits = matcher.match(query({ name: company.name, country: other }));
    expect(hits.every((h) => h.company.country === other)).toBe(true);
  });

  it('returns only hits at or above ScoreLimit, and marks none Selected when two are alike', () => {
    const company = world.companyAt(900);
    const hits = matcher.match(query({ name: company.name.split(' ')[0], scoreLimit: 0.3 }));
    expect(hits.every((h) => h.score >= 0.3)).toBe(true);
    expect(hits.filter((h) => h.hint === 'Selected').length).toBeLessThanOrEqual(1);
    const vague = matcher.match(query({ name: 'Logistics', country: 'DE' }));
    expect(vague.some((h) => h.hint === 'Selected')).toBe(false);
  });

  it('honours the exclusion flags', () => {
    const pick = (test: (i: number) => boolean) => {
      for (let i = 0; i < world.table.size; i++) if (test(i)) return world.companyAt(i);
      throw new Error('no such company');
    };
    const inactive = pick((i) => world.companyAt(i).status === 'Dissolved');
    const branch = pick((i) => world.companyAt(i).entityType === 'Branch');
    const small = pick((i) => world.companyAt(i).sizeClass === 'Small company');
    const renamed = pick((i) => world.table.previousNames.has(i));
    const found = (name: string, country: string, flags: MatchQuery['exclusionFlags']) =>
      matcher.match(query({ name, country, exclusionFlags: flags })).map((h) => h.company.bvdId);

    expect(found(inactive.name, inactive.country, [])).toContain(inactive.bvdId);
    expect(found(inactive.name, inactive.country, ['ExcludeInactive'])).not.toContain(inactive.bvdId);
    expect(found(branch.name, branch.country, ['ExcludeBranchLocations'])).not.toContain(branch.bvdId);
    expect(found(small.name, small.country, ['ExcludeSmallCompanies'])).not.toContain(small.bvdId);

    const previous = renamed.previousName ?? '';
    const [viaPrevious] = matcher.match(query({ name: previous, city: renamed.city, country: renamed.country }));
    expect(viaPrevious).toMatchObject({ matchedPrevious: true, matchedName: previous });
    const withoutPrevious = matcher.match(query({ name: previous, city: renamed.city, country: renamed.country, exclusionFlags: ['ExcludePreviousNames'] }));
    expect(withoutPrevious.find((h) => h.company.bvdId === renamed.bvdId)?.matchedPrevious ?? false).toBe(false);
  });
});
