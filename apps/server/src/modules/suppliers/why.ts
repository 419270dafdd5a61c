import type { CriterionAgreement, MatchCriterion } from '@connector/contracts';

/**
 * "Why this match": how each criterion a supplier was searched with agrees with a candidate, and
 * how much it weighs. Orbis gives one score; a person deciding between candidates wants to see
 * that the name agrees but the city does not, without opening Orbis. The weights are this
 * console's explanation, not Orbis's formula: a name says most, a national id settles a tie,
 * city and post code confirm.
 */
const BASE_WEIGHTS: Record<MatchCriterion, number> = { name: 0.55, nationalId: 0.25, city: 0.12, postCode: 0.08 };

export interface Searched {
  name?: string | null;
  city?: string | null;
  postCode?: string | null;
  nationalId?: string | null;
}

/** Lower case, accents and punctuation gone, spaces single. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const compact = (text: string) => normalise(text).replace(/ /g, '');

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const padded = ` ${text} `;
  for (let i = 0; i < padded.length - 1; i++) {
    const gram = padded.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Sørensen–Dice over character bigrams: 1 for equal texts, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  const x = normalise(a);
  const y = normalise(b);
  if (x === '' || y === '') return 0;
  if (x === y) return 1;
  const gx = bigrams(x);
  const gy = bigrams(y);
  let shared = 0;
  let total = 0;
  for (const n of gx.values()) total += n;
  for (const [gram, n] of gy) {
    total += n;
    shared += Math.min(n, gx.get(gram) ?? 0);
  }
  return (2 * shared) / total;
}

function postCodeAgreement(a: string, b: string): number {
  const x = compact(a);
  const y = compact(b);
  if (x === '' || y === '') return 0;
  if (x === y) return 1;
  return x.slice(0, 3) === y.slice(0, 3) ? 0.5 : 0;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The agreement of each criterion present on both sides, with weights that sum to 1. */
export function explainMatch(searched: Searched, candidate: { name: string; city: string; postCode: string; nationalId: string }): CriterionAgreement[] {
  const present = (value: string | null | undefined, other: string) => Boolean(value?.trim()) && other.trim() !== '';
  const rows: { criterion: MatchCriterion; agreement: number }[] = [];
  if (present(searched.name, candidate.name)) rows.push({ criterion: 'name', agreement: similarity(searched.name ?? '', candidate.name) });
  if (present(searched.nationalId, candidate.nationalId)) {
    rows.push({ criterion: 'nationalId', agreement: compact(searched.nationalId ?? '') === compact(candidate.nationalId) ? 1 : 0 });
  }
  if (present(searched.city, candidate.city)) rows.push({ criterion: 'city', agreement: similarity(searched.city ?? '', candidate.city) });
  if (present(searched.postCode, candidate.postCode)) {
    rows.push({ criterion: 'postCode', agreement: postCodeAgreement(searched.postCode ?? '', candidate.postCode) });
  }
  const totalWeight = rows.reduce((sum, row) => sum + BASE_WEIGHTS[row.criterion], 0);
  return rows.map((row) => ({
    criterion: row.criterion,
    weight: round(BASE_WEIGHTS[row.criterion] / totalWeight),
    agreement: round(row.agreement),
  }));
}
