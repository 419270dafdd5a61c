/**
 * Registry numbers are an invertible affine map of the company's index, so a BvD ID or national
 * id leads back to its company without a lookup table (a million entries would cost ~100 MB).
 */
const MODULUS = 1_000_000_000;
const MULTIPLIER = 387_420_489; // 3^18: coprime with 10, so the map is a bijection

function inverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}
const INVERSE = inverse(BigInt(MULTIPLIER), BigInt(MODULUS));

export function idDigits(seed: number, index: number): string {
  const offset = seed % MODULUS;
  return String((MULTIPLIER * index + offset) % MODULUS).padStart(9, '0');
}

/** The index whose digits these are, or null when they belong to no index below `size`. */
export function indexOfDigits(seed: number, digits: string, size: number): number | null {
  if (!/^\d{9}$/.test(digits)) return null;
  const offset = BigInt(seed % MODULUS);
  const m = BigInt(MODULUS);
  const index = Number((((BigInt(digits) - offset) % m + m) % m * INVERSE) % m);
  return index < size ? index : null;
}

/** Upper case letters and digits only, as ids are compared. */
export function compactId(id: string): string {
  return id.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
