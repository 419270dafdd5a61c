import { orbisMatchKey, type OrbisMatchField, type OrbisMatchHit, type OrbisMatchKey } from '@connector/contracts/providers/orbis';
import type { MatchResult } from '../matching/matcher.ts';

/** Every field a hit may carry, keyed as Orbis answers them. */
type FullHit = Required<Pick<OrbisMatchHit, OrbisMatchKey>>;

/** What the world leaves empty (own entities know little), Orbis answers as null. */
const value = (text: string | null): string | null => (text ? text : null);

/**
 * One company as a hit with every `Match.*` field. The world has no phone, region, ticker or
 * consolidation code, so those are null, as Orbis leaves a field it lacks.
 */
function fullHit(result: MatchResult): FullHit {
  const { company } = result;
  return {
    Hint: result.hint,
    Score: result.score,
    Name: company.name,
    Name_Local: null,
    MatchedName: result.matchedName,
    MatchedName_Type: result.matchedPrevious ? 'Previous' : 'Current',
    Address: value(company.addressLine1),
    Postcode: value(company.postcode),
    City: value(company.city),
    Country: company.country,
    Address_Type: company.entityType === 'Branch' ? 'Branch address' : 'Registered address',
    PhoneOrFax: null,
    EmailOrWebsite: value(company.website),
    National_Id: value(company.nationalId),
    NationalIdLabel: value(company.nationalIdLabel),
    State: value(company.state),
    Region: null,
    LegalForm: value(company.legalForm),
    ConsolidationCode: null,
    Status: company.status,
    Ticker: null,
    CustomRule: null,
    Isin: null,
    BvDId: company.bvdId,
  };
}

/** The hit as Orbis answers it: only the fields selected, in their order, keyed without `Match.`. */
export function toMatchHit(result: MatchResult, select: readonly OrbisMatchField[]): Partial<OrbisMatchHit> {
  const hit = fullHit(result);
  return Object.fromEntries(select.map((field) => [orbisMatchKey(field), hit[orbisMatchKey(field)]]));
}
