/** The kind of a JSON value: what the shape comparison tells apart. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function objectDifferences(actual: Record<string, unknown>, expected: Record<string, unknown>, path: string): string[] {
  const missing = Object.keys(expected).filter((key) => !(key in actual)).map((key) => `${path}.${key}: missing`);
  const extra = Object.keys(actual).filter((key) => !(key in expected)).map((key) => `${path}.${key}: not in the fixture`);
  const common = Object.keys(expected).filter((key) => key in actual);
  return [...missing, ...extra, ...common.flatMap((key) => shapeDifferences(actual[key], expected[key], `${path}.${key}`))];
}

/**
 * Every element of the answer has the shape of some element of the fixture, and every fixture
 * element's shape occurs in the answer (a page of vendors and a `nextToken` must have both kinds).
 */
function arrayDifferences(actual: unknown[], expected: unknown[], path: string): string[] {
  if (expected.length === 0) return [];
  if (actual.length === 0) return [`${path}: empty where the fixture has elements`];
  const problems: string[] = [];
  actual.forEach((item, i) => {
    const tries = expected.map((model) => shapeDifferences(item, model, `${path}[${i}]`));
    if (tries.every((found) => found.length > 0)) problems.push(...tries.reduce((best, found) => (found.length < best.length ? found : best)));
  });
  expected.forEach((model, j) => {
    if (!actual.some((item) => shapeDifferences(item, model).length === 0)) problems.push(`${path}: no element shaped like fixture element ${j}`);
  });
  return problems;
}

/**
 * Where `actual` differs in shape from `expected`: keys missing or added, values of another kind
 * (string, number, boolean, null, object, array), compared all the way down. Empty when the shapes agree.
 */
export function shapeDifferences(actual: unknown, expected: unknown, path = '$'): string[] {
  const [got, want] = [kindOf(actual), kindOf(expected)];
  if (got !== want) return [`${path}: ${got} where the fixture has ${want}`];
  if (want === 'array') return arrayDifferences(actual as unknown[], expected as unknown[], path);
  if (want === 'object') return objectDifferences(actual as Record<string, unknown>, expected as Record<string, unknown>, path);
  return [];
}
