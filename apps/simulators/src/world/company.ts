import type { Industry } from './industries.ts';
import { INDUSTRIES, QUALIFIERS } from './industries.ts';
import { idDigits } from './ids.ts';
import type { CountryPool, Pools } from './pools.ts';
import { createRng, intBelow, mixSeed, pick, pickWeighted, type Rng } from './rng.ts';

export const COMPANY_STATUSES = ['Active', 'Active (dormant)', 'In liquidation', 'Bankruptcy', 'Dissolved'] as const;
export const SIZE_CLASSES = ['Small company', 'Medium sized company', 'Large company', 'Very large company'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

export interface Company {
  index: number;
  bvdId: string;
  name: string;
  previousName: string | null;
  legalForm: string;
  addressLine1: string;
  addressLine2: string | null;
  postcode: string;
  city: string;
  state: string | null;
  country: string;
  countryName: string;
  nationalId: string;
  nationalIdLabel: string;
  nationalIdType: string;
  status: (typeof COMPANY_STATUSES)[number];
  entityType: 'Company' | 'Branch';
  sizeClass: SizeClass;
  email: string;
  website: string;
  incorporationDate: string;
  industry: Industry;
  currency: string;
  tin: string;
  tradeDescription: string;
}

function countryIndex(pools: Pools, roll: number): number {
  const found = pools.cumulativeWeights.findIndex((w) => roll < w);
  return found === -1 ? pools.countries.length - 1 : found;
}

/** A trading name without its legal form, e.g. "Schneider Logistics International". */
function baseName(rng: Rng, pool: CountryPool, pools: Pools, industry: Industry): string {
  const last = () => pick(rng, pool.lastNames);
  const pattern = pickWeighted(rng, [
    [0, 30],
    [1, 12],
    [2, 15],
    [3, 15],
    [4, 10],
    [5, 8],
    [6, 10],
  ] as const);
  switch (pattern) {
    case 0:
      return `${last()} ${industry.word}`;
    case 1:
      return `${last()} & ${last()}`;
    case 2:
      return `${last()} ${industry.word} ${pick(rng, QUALIFIERS).word}`;
    case 3:
      return `${pick(rng, pools.colours)} ${pick(rng, pools.animals)} ${industry.word}`;
    case 4:
      return `${last()}-${last()} ${industry.word}`;
    case 5:
      return `${pick(rng, pool.cities).name} ${industry.word}`;
    default:
      return `${last()} ${pick(rng, QUALIFIERS).word}`;
  }
}

function slug(text: string): string {
  // Most names are plain ASCII; decomposing accents is the costly step, so only when needed.
  const ascii = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '');
  return ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const EU = new Set(['DE', 'AT', 'FR', 'BE', 'NL', 'ES', 'IT', 'PT', 'IE', 'PL', 'SE', 'DK', 'FI', 'CZ']);

/** Builds company `index` of the world of `seed`; the same inputs always give the same company. */
export function generateCompany(pools: Pools, seed: number, index: number): Company {
  const rng = createRng(mixSeed(seed, index));
  const pool = pools.countries[countryIndex(pools, rng())];
  if (!pool) throw new Error('no countries in the pools');
  const { profile } = pool;
  const industry = pick(rng, INDUSTRIES);
  const base = baseName(rng, pool, pools, industry);
  const legalForm = pickWeighted(rng, profile.legalForms);
  const city = pick(rng, pool.cities);
  const street = pick(rng, pool.streets);
  const number = 1 + intBelow(rng, 180);
  const digits = idDigits(seed, index);
  const nationalId = profile.formatId(digits);
  const previous = rng() < 0.06 ? `${baseName(rng, pool, pools, industry)} ${legalForm}` : null;
  const tld = profile.iso === 'US' ? 'com' : profile.iso === 'GB' ? 'co.uk' : profile.iso.toLowerCase();
  const domain = `${slug(base)}.${tld}`;
  const year = 1950 + intBelow(rng, 74);
  return {
    index,
    bvdId: `${profile.iso}${digits}`,
    name: `${base} ${legalForm}`,
    previousName: previous,
    legalForm,
    addressLine1: profile.numberFirst ? `${number} ${street}` : `${street} ${number}`,
    addressLine2: rng() < 0.15 ? `Unit ${1 + intBelow(rng, 40)}` : null,
    postcode: city.postcode,
    city: city.name,
    state: city.state,
    country: profile.iso,
    countryName: profile.name,
    nationalId,
    nationalIdLabel: profile.nationalIdLabel,
    nationalIdType: profile.nationalIdType,
    status: pickWeighted(rng, [['Active', 88], ['Active (dormant)', 3], ['In liquidation', 2], ['Bankruptcy', 2], ['Dissolved', 5]] as const),
    entityType: rng() < 0.08 ? 'Branch' : 'Company',
    sizeClass: pickWeighted(rng, [[SIZE_CLASSES[0], 55], [SIZE_CLASSES[1], 28], [SIZE_CLASSES[2], 12], [SIZE_CLASSES[3], 5]] as const),
    email: `info@${domain}`,
    website: `www.${domain}`,
    incorporationDate: `${year}-${String(1 + intBelow(rng, 12)).padStart(2, '0')}-${String(1 + intBelow(rng, 28)).padStart(2, '0')}`,
    industry,
    currency: profile.currency,
    tin: EU.has(profile.iso) ? `${profile.iso}${digits}` : nationalId,
    tradeDescription: pick(rng, pool.catchPhrases),
  };
}

export function isActive(company: Pick<Company, 'status'>): boolean {
  return company.status === 'Active' || company.status === 'Active (dormant)';
}
