import type { NoiseKind, RegistrationStatus } from '@connector/contracts/providers/simulator';
import { generateCompany, type Company } from './company.ts';
import { noisyName, reformatId } from './noise.ts';
import type { Pools } from './pools.ts';
import { createRng, intBelow, mixSeed, pickWeighted, type Rng } from './rng.ts';

export interface Supplier {
  realm: string;
  smVendorId: string;
  /** The company of the world this supplier was written from (past the world's end when unknown). */
  companyIndex: number;
  erpVendorId: string | null;
  name: string;
  addressLine1: string;
  city: string;
  postcode: string | null;
  country: string;
  nationalId: string | null;
  /** The company this supplier really is; null when Orbis does not know it. */
  trueBvdId: string | null;
  noise: NoiseKind[];
  registrationStatus: RegistrationStatus;
  /** Open text in Ariba; the simulated realms use a few values public clients show. */
  qualificationStatus: string;
  lastUpdated: string;
}

const EPOCH = Date.UTC(2024, 0, 1);

function supplierFrom(rng: Rng, company: Company, known: boolean): Omit<Supplier, 'realm' | 'smVendorId' | 'companyIndex'> {
  const exact = rng() < 0.1;
  const written = exact ? { name: company.name, noise: [] as NoiseKind[] } : noisyName(rng, company.name, company.legalForm);
  const noise = [...written.noise];
  let postcode: string | null = company.postcode;
  if (!exact && rng() < 0.3) {
    postcode = null;
    noise.push('postcodeMissing');
  }
  let nationalId: string | null = null;
  if (rng() < 0.3) {
    nationalId = company.nationalId;
    if (rng() < 0.5) {
      nationalId = reformatId(rng, nationalId);
      noise.push('nationalIdFormatted');
    }
  }
  return {
    erpVendorId: rng() < 0.7 ? `V${String(100000 + intBelow(rng, 900000))}` : null,
    name: written.name,
    addressLine1: company.addressLine1,
    city: noise.includes('upperCase') ? company.city.toUpperCase() : company.city,
    postcode,
    country: company.country,
    nationalId,
    trueBvdId: known ? company.bvdId : null,
    noise,
    registrationStatus: pickWeighted(rng, [
      ['Registered', 60], ['PendingApproval', 8], ['InRegistration', 10], ['Invited', 8], ['NotInvited', 10],
      ['PendingResubmit', 2], ['RegistrationDenied', 2],
    ] as const),
    qualificationStatus: pickWeighted(rng, [
      ['Qualified', 40], ['NotQualified', 30], ['InQualification', 15], ['PendingQualificationApproval', 10],
      ['Disqualified', 5],
    ] as const),
    lastUpdated: new Date(EPOCH + intBelow(rng, 600) * 86_400_000 + intBelow(rng, 86_400) * 1000).toISOString(),
  };
}

/** The first supplier id of the realm at `position`; each realm owns a range of a million. */
export function firstVendorNumber(position: number): number {
  return 10028001 + position * 1_000_000;
}

export interface SupplierDraft {
  realm: string;
  smVendorId: string;
  companyIndex: number;
  known: boolean;
}

/** One supplier written from company `companyIndex`, drawing its noise and statuses from `rng`. */
export function writeSupplier(pools: Pools, seed: number, rng: Rng, draft: SupplierDraft): Supplier {
  const company = generateCompany(pools, seed, draft.companyIndex);
  const { realm, smVendorId, companyIndex, known } = draft;
  return { realm, smVendorId, companyIndex, ...supplierFrom(rng, company, known) };
}

/** A company of the world no supplier of the realm is yet, or null when every one is taken. */
export function unusedCompany(rng: Rng, size: number, used: ReadonlySet<number>): number | null {
  if (used.size >= size) return null;
  let index: number;
  do index = intBelow(rng, size);
  while (used.has(index));
  return index;
}

export interface RealmPlan {
  realm: string;
  position: number;
  count: number;
  knownShare: number;
  /** Index of the first company past the world's end this realm may use for unknown suppliers. */
  firstUnknown: number;
}

/**
 * The suppliers of one realm: most are companies of the world written differently, the rest are
 * companies Orbis has never heard of (built past the end of the world, so their ids match nothing).
 */
export function generateSuppliers(pools: Pools, seed: number, size: number, plan: RealmPlan): Supplier[] {
  const { realm, position, count, knownShare } = plan;
  const rng = createRng(mixSeed(seed, 0x5eed + position));
  const used = new Set<number>();
  const suppliers: Supplier[] = [];
  let unknown = 0;
  for (let k = 0; k < count; k++) {
    const known = size > used.size && rng() < knownShare;
    const companyIndex = known ? (unusedCompany(rng, size, used) ?? 0) : plan.firstUnknown + unknown++;
    if (known) used.add(companyIndex);
    const smVendorId = `S${firstVendorNumber(position) + k}`;
    suppliers.push(writeSupplier(pools, seed, rng, { realm, smVendorId, companyIndex, known }));
  }
  return suppliers;
}
