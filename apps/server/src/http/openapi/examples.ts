/**
 * Examples made from the document's own JSON Schemas: the same every time (the document is
 * cached and compared), and valid against the schema they were made from (`document.test.ts`
 * parses each with the endpoint's zod schema). A schema's own `examples` (zod's
 * `.meta({ examples })`) or `default` wins over anything made up.
 */

type Schema = Record<string, unknown>;

/** Strings tried, in order, against a `pattern` no format explains. */
const PATTERN_CANDIDATES = [
  'demo',
  'Demo',
  'demo_1',
  'DEMO',
  'DE123456789',
  '3f6c1a52-8d4e-4b7a-9c21-5e0f7d9a1b34',
  'buyer@example.com',
  '2026-01-15T09:30:00.000Z',
  '2026-01-15',
  '1',
];

const FORMAT_SAMPLES: Record<string, string> = {
  uuid: '3f6c1a52-8d4e-4b7a-9c21-5e0f7d9a1b34',
  email: 'buyer@example.com',
  'date-time': '2026-01-15T09:30:00.000Z',
  date: '2026-01-15',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.10',
};

export class ExampleError extends Error {}

/** An example value of `schema`; `root` resolves local `$ref`s (`#/$defs/…`, `#/components/…`). */
export function exampleOf(schema: unknown, root: unknown = schema, depth = 0, name = ''): unknown {
  if (depth > 12) throw new ExampleError('schema nested too deep for an example');
  if (schema === true || schema === undefined) return {};
  if (typeof schema !== 'object' || schema === null) throw new ExampleError('not a schema');
  const s = schema as Schema;
  if (typeof s.$ref === 'string') return exampleOf(resolve(root, s.$ref), root, depth + 1, name);
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('example' in s) return s.example;
  if ('const' in s) return s.const;
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  const branch = firstBranch(s);
  if (branch) return exampleOf(branch, root, depth + 1, name);
  switch (typeOf(s)) {
    case 'object':
      return objectExample(s, root, depth);
    case 'array':
      return arrayExample(s, root, depth);
    case 'string':
      return stringExample(s, name);
    case 'integer':
      return numberExample(s, true);
    case 'number':
      return numberExample(s, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      // `{}`: any value (zod's `unknown`).
      return {};
  }
}

function resolve(root: unknown, pointer: string): unknown {
  if (!pointer.startsWith('#/')) throw new ExampleError(`cannot follow ${pointer}`);
  return pointer
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], root);
}

/** The first alternative that is not `null` (a nullable value is shown with its value). */
function firstBranch(s: Schema): unknown {
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const branches = s[key];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    return branches.find((b) => typeOf(b as Schema) !== 'null') ?? branches[0];
  }
  return undefined;
}

function typeOf(s: Schema): string | undefined {
  if (Array.isArray(s.type)) return (s.type as string[]).find((t) => t !== 'null') ?? 'null';
  if (typeof s.type === 'string') return s.type;
  if (s.properties) return 'object';
  if (s.items) return 'array';
  return undefined;
}

function objectExample(s: Schema, root: unknown, depth: number) {
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, exampleOf(value, root, depth + 1, key)]));
}

function arrayExample(s: Schema, root: unknown, depth: number) {
  if (Array.isArray(s.prefixItems)) return s.prefixItems.map((item) => exampleOf(item, root, depth + 1));
  const count = Math.max(1, Number(s.minItems ?? 1));
  if (s.maxItems === 0) return [];
  return Array.from({ length: count }, () => exampleOf(s.items, root, depth + 1));
}

/** A string that fits the schema, named after its property when nothing constrains it (`name` → `Example name`). */
function stringExample(s: Schema, name: string): string {
  const min = Number(s.minLength ?? 0);
  const max = Number(s.maxLength ?? Infinity);
  const fits = (text: string) => text.length >= min && text.length <= max && (typeof s.pattern !== 'string' || new RegExp(s.pattern, 'u').test(text));
  const formatted = typeof s.format === 'string' ? FORMAT_SAMPLES[s.format] : undefined;
  if (formatted !== undefined && fits(formatted)) return formatted;
  if (typeof s.pattern === 'string') {
    const found = PATTERN_CANDIDATES.find(fits);
    if (found === undefined) throw new ExampleError(`no example string matches ${s.pattern}; give the schema .meta({ examples })`);
    return found;
  }
  const text = (name ? `Example ${name}` : 'Example').padEnd(min, '.');
  return text.slice(0, Math.min(text.length, max));
}

function numberExample(s: Schema, integer: boolean): number {
  const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : 0.5) : undefined;
  const max = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - (integer ? 1 : 0.5) : undefined;
  let value = min ?? (max !== undefined ? Math.min(1, max) : 1);
  if (min !== undefined && min < 1 && (max === undefined || max >= 1)) value = 1;
  return integer ? Math.ceil(value) : value;
}
