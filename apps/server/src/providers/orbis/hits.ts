import { ORBIS_SELECTED_HINT, orbisText, type OrbisMatchHit, type OrbisMatchResponse } from '@connector/contracts/providers/orbis';

/**
 * A match hit as the adapter hands it on: the fields of ORBIS_MATCH_SELECT under their Orbis
 * names, the post code as `PostCode`, each null when Orbis left it out or blank. A national id
 * Orbis sent as a list is its ids joined by '; ' (`orbisText`), its labels likewise.
 */
export interface OrbisHit {
  /** Never null: a hit without a BvD ID can never be linked, so the adapter leaves it out. */
  BvDId: string;
  Name: string | null;
  /** The name the criteria matched: the current name, or a previous one. */
  MatchedName: string | null;
  MatchedName_Type: string | null;
  Address: string | null;
  Address_Type: string | null;
  PostCode: string | null;
  City: string | null;
  Country: string | null;
  National_Id: string | null;
  NationalIdLabel: string | null;
  LegalForm: string | null;
  Status: string | null;
  /** 0–1. */
  Score: number;
  /** Open text; only `Selected` (Orbis's own pick) means something to the console. */
  Hint: string | null;
}

const present = (value: OrbisMatchHit['National_Id']): string | null => {
  const text = orbisText(value)?.trim();
  return text ? text : null;
};

export function toOrbisHit(hit: OrbisMatchHit): OrbisHit | null {
  const bvdId = present(hit.BvDId);
  if (bvdId === null) return null;
  return {
    BvDId: bvdId,
    Name: present(hit.Name),
    MatchedName: present(hit.MatchedName),
    MatchedName_Type: present(hit.MatchedName_Type),
    Address: present(hit.Address),
    Address_Type: present(hit.Address_Type),
    PostCode: present(hit.Postcode ?? hit.PostCode),
    City: present(hit.City),
    Country: present(hit.Country),
    National_Id: present(hit.National_Id),
    NationalIdLabel: present(hit.NationalIdLabel),
    LegalForm: present(hit.LegalForm),
    Status: present(hit.Status),
    Score: hit.Score,
    Hint: present(hit.Hint),
  };
}

/**
 * The hits that can be linked, best first. Orbis sends them so, and its clients take the first as
 * the best; they are sorted again (stably) so that the candidates kept never depend on it.
 */
export const toOrbisHits = (hits: OrbisMatchResponse | null | undefined): OrbisHit[] =>
  (hits ?? [])
    .flatMap((hit) => {
      const kept = toOrbisHit(hit);
      return kept ? [kept] : [];
    })
    .sort((a, b) => b.Score - a.Score);

/** The hit Orbis itself picked as the clear best match, if any. */
export const selectedHit = (hits: readonly OrbisHit[]): OrbisHit | undefined => hits.find((hit) => hit.Hint === ORBIS_SELECTED_HINT);
