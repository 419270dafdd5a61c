import { sql, type SQL } from 'drizzle-orm';

/** How a column of `rowsFrom` reads in the database; text unless named. */
export type ColumnType = 'text' | 'integer' | 'jsonb';

/**
 * Many rows as a few parameters: each column of the rows travels as one array, and
 * `rows from (...)` zips the arrays back into rows in the database. Binding a row's values one
 * parameter at a time costs more than writing the row (a batch import writes thousands), and one
 * JSON document of objects costs the database more to take apart than an array per column.
 *
 * `rowsFrom({ seq: [1, 2], outcome: ['linked', 'failed'] }, 'v', { seq: 'integer' })` is
 * `rows from (unnest($1::integer[]), jsonb_array_elements_text($2::jsonb)) as v(seq, outcome)`.
 * A column arrives with its type, so a join on it may use an index under row-level security,
 * where a cast in the condition (not leakproof) could not.
 */
export function rowsFrom(columns: Record<string, readonly unknown[]>, alias: string, types: Record<string, ColumnType> = {}): SQL {
  const names = Object.keys(columns);
  for (const name of [alias, ...names]) if (!/^[a-z_]+$/.test(name)) throw new Error(`not a plain name: ${name}`);
  const lengths = new Set(names.map((name) => columns[name]?.length));
  if (lengths.size > 1) throw new Error(`columns of unequal length: ${names.join(', ')}`);
  const arrays = names.map((name) => {
    const values = columns[name] ?? [];
    switch (types[name] ?? 'text') {
      case 'integer':
        return sql`unnest(${`{${values.map(integerOf).join(',')}}`}::integer[])`;
      case 'jsonb':
        return sql`jsonb_array_elements(${JSON.stringify(values)}::jsonb)`;
      default:
        return sql`jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)`;
    }
  });
  return sql`rows from (${sql.join(arrays, sql`, `)}) as ${sql.raw(alias)}(${sql.raw(names.join(', '))})`;
}

function integerOf(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new Error(`not an integer: ${String(value)}`);
  return String(value);
}
