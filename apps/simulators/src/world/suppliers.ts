import type { QualificationStatus, RegistrationStatus } from '@connector/contracts/providers/ariba';
import type { NoiseKind } from '@connector/contracts/providers/simulator';
import { generateCompany, type Company } from './company.ts';
import { noisyName, reformatId } from './noise.ts';
import type { Pools } from './pools.ts';
import { createRng, intBelow, mixSeed, pickWeighted, type Rng } from './rng.ts';

export interface Supplier {
  realm: string;
  smVendorId: string;
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
  qualificationStatus: QualificationStatus;
  lastUpdated: string;
}

/** Share of a realm's suppliers that are companies of the world; the rest are unknown to Orbis. */
const KNOWN_SHARE = 0.85;
const EPOCH = Date.UTC(2024, 0, 1);

function supplierFrom(rng: Rng, company: Company, known: boolean): Omit<Supplier, 'realm' | 'smVendorId'> {
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
      ['PendingResubmit', 2], ['Denied', 2],
    ] as const),
    qualificationStatus: pickWeighted(rng, [
      ['Qualified', 40], ['NotQualified', 30], ['QualificationStarted', 15], ['PendingQualificationApproval', 10],
      ['Disqualified', 5],
    ] as const),
    lastUpdated: new Date(EPOCH + intBelow(rng, 600) * 86_400_000 + intBelow(rng, 86_400) * 1000).toISOString(),
  };
}

/**
 * The suppliers of one realm: most are companies of the world written differently, the rest are
 * companies Orbis has never heard of (built past the end of the world, so their ids match nothing).
 */
export function generateSuppliers(pools: Pools, seed: number, size: number, realm: string, position: number, count: number): Supplier[] {
  const rng = createRng(mixSeed(seed, 0x5eed + position));
  const used = new Set<number>();
  const suppliers: Supplier[] = [];
  let unknown = 0;
  for (let k = 0; k < count; k++) {
    const known = size > used.size && rng() < KNOWN_SHARE;
    let index: number;
    if (known) {
      do index = intBelow(rng, size);
      while (used.has(index));
      used.add(index);
    } else {
      index = size + position * count + unknown++;
    }
    const company = generateCompany(pools, seed, index);
    suppliers.push({ realm, smVendorId: `S${10028001 + position * 1_000_000 + k}`, ...supplierFrom(rng, company, known) });
  }
  return suppliers;
}
