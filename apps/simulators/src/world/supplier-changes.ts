import type { NoiseKind, SimTouchField } from '@connector/contracts/providers/simulator';
import { generateCompany } from './company.ts';
import { noisyName } from './noise.ts';
import type { Pools } from './pools.ts';
import { pick, type Rng } from './rng.ts';
import type { Supplier } from './suppliers.ts';

/** Noise that belongs to the name; the rest (post code, national id) survives a new spelling. */
const NAME_NOISE = new Set<NoiseKind>(['legalFormSpelling', 'legalFormDropped', 'abbreviation', 'typo', 'upperCase', 'accentsStripped']);
const SPELLING_DRAWS = 8;

/** Another way of writing the same company's name, so the supplier still is the company it was. */
function respelled(pools: Pools, seed: number, rng: Rng, supplier: Supplier): Pick<Supplier, 'name' | 'noise'> {
  const company = generateCompany(pools, seed, supplier.companyIndex);
  const kept = supplier.noise.filter((kind) => !NAME_NOISE.has(kind));
  for (let draw = 0; draw < SPELLING_DRAWS; draw++) {
    const written = noisyName(rng, company.name, company.legalForm);
    if (written.name !== supplier.name) return { name: written.name, noise: [...written.noise, ...kept] };
  }
  // Every draw gave the present spelling back (it is rare); capitals are a spelling too.
  const upper = supplier.name.toUpperCase();
  return upper === supplier.name ? { name: company.name, noise: kept } : { name: upper, noise: [...supplier.noise, 'upperCase'] };
}

/** The supplier moved to another city of its country; a post code it had follows the city. */
function moved(pools: Pools, rng: Rng, supplier: Supplier): Pick<Supplier, 'city' | 'postcode'> {
  const pool = pools.countries.find((c) => c.profile.iso === supplier.country);
  const others = pool?.cities.filter((c) => c.name.toUpperCase() !== supplier.city.toUpperCase()) ?? [];
  if (others.length === 0) return { city: `${supplier.city} (new)`, postcode: supplier.postcode };
  const city = pick(rng, others);
  return { city: city.name, postcode: supplier.postcode === null ? null : city.postcode };
}

/** The supplier after a buyer changed `fields` in Ariba at `at`; the true company stays the same. */
export function touchedSupplier(
  pools: Pools,
  seed: number,
  rng: Rng,
  supplier: Supplier,
  fields: readonly SimTouchField[],
  at: string,
): Supplier {
  let changed: Supplier = { ...supplier, lastUpdated: at };
  if (fields.includes('name')) changed = { ...changed, ...respelled(pools, seed, rng, changed) };
  if (fields.includes('city')) changed = { ...changed, ...moved(pools, rng, changed) };
  return changed;
}
