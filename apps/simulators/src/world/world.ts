import { SIMULATOR_DEFAULTS } from '@connector/contracts/providers/defaults';
import { compactId, indexOfDigits } from './ids.ts';
import { COUNTRIES } from './countries.ts';
import { generateCompany, isActive, SIZE_CLASSES, type Company } from './company.ts';
import { buildPools, type Pools } from './pools.ts';
import { generateSuppliers, type Supplier } from './suppliers.ts';

export interface WorldOptions {
  seed: number;
  companies: number;
  realms: readonly string[];
  suppliersPerRealm: number;
  /** Suppliers of the realms named here, over `suppliersPerRealm`. */
  realmSizes?: Readonly<Record<string, number>>;
  /** Share of suppliers that are companies of the world (default `suppliersKnownShare`). */
  knownShare?: number;
}

/** Bits of `CompanyTable.flags`, what the exclusion flags test without rebuilding a company. */
export const FLAG_INACTIVE = 1;
export const FLAG_BRANCH = 2;
export const sizeClassOfFlags = (flags: number) => (flags >> 2) & 3;

/** The columns matching needs for every company; everything else is rebuilt on demand. */
export interface CompanyTable {
  size: number;
  names: string[];
  previousNames: Map<number, string>;
  /** Position in `COUNTRIES`. */
  countries: Uint8Array;
  flags: Uint8Array;
}

export interface World {
  seed: number;
  pools: Pools;
  table: CompanyTable;
  realms: readonly string[];
  suppliersByRealm: ReadonlyMap<string, readonly Supplier[]>;
  knownShare: number;
  /** The first company index past the world and every seeded unknown supplier, free for new ones. */
  firstFreeIndex: number;
  companyAt(index: number): Company;
  /** The company with this BvD ID, or its national id in any spelling; null if there is none. */
  findById(id: string): Company | null;
}

const COUNTRY_POSITION = new Map(COUNTRIES.map((c, i) => [c.iso, i]));

export function countryPosition(iso: string): number | undefined {
  return COUNTRY_POSITION.get(iso.toUpperCase());
}

export async function buildWorld(options: WorldOptions): Promise<World> {
  const { seed, companies: size } = options;
  const pools = await buildPools(seed);
  const table: CompanyTable = {
    size,
    names: new Array<string>(size),
    previousNames: new Map(),
    countries: new Uint8Array(size),
    flags: new Uint8Array(size),
  };
  for (let i = 0; i < size; i++) {
    const company = generateCompany(pools, seed, i);
    table.names[i] = company.name;
    if (company.previousName) table.previousNames.set(i, company.previousName);
    table.countries[i] = COUNTRY_POSITION.get(company.country) ?? 0;
    table.flags[i] =
      (isActive(company) ? 0 : FLAG_INACTIVE) |
      (company.entityType === 'Branch' ? FLAG_BRANCH : 0) |
      (SIZE_CLASSES.indexOf(company.sizeClass) << 2);
  }
  const knownShare = options.knownShare ?? SIMULATOR_DEFAULTS.suppliersKnownShare;
  // Unknown suppliers are companies past the world's end, each realm in its own stretch.
  let firstUnknown = size;
  const suppliersByRealm = new Map(
    options.realms.map((realm, position) => {
      const count = options.realmSizes?.[realm] ?? options.suppliersPerRealm;
      const plan = { realm, position, count, knownShare, firstUnknown };
      firstUnknown += count;
      return [realm, generateSuppliers(pools, seed, size, plan)];
    }),
  );
  const companyAt = (index: number) => generateCompany(pools, seed, index);

  const findById = (id: string): Company | null => {
    const compact = compactId(id);
    const digits = compact.replace(/\D/g, '');
    // A national id may wrap the 9 derived digits in other characters; try every window.
    for (let start = 0; start + 9 <= digits.length; start++) {
      const index = indexOfDigits(seed, digits.slice(start, start + 9), size);
      if (index === null) continue;
      const company = companyAt(index);
      if (compactId(company.bvdId) === compact || compactId(company.nationalId) === compact) return company;
    }
    return null;
  };

  return {
    seed,
    pools,
    table,
    realms: options.realms,
    suppliersByRealm,
    knownShare,
    firstFreeIndex: firstUnknown,
    companyAt,
    findById,
  };
}
