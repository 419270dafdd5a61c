/**
 * Remembers the answers of a pure function of one string, up to `limit` of them; when full it
 * starts afresh. Matching sees the same company names, cities and words over and over.
 */
export function memo<T>(limit: number, compute: (key: string) => T): (key: string) => T {
  let known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      value = compute(key);
      if (known.size >= limit) known = new Map();
      known.set(key, value);
    }
    return value;
  };
}
