import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = 'value'` with the value written into the statement instead of sent as a parameter.
 * Our statements on PGlite run on generic plans (decision 010), and a generic plan may use a
 * partial index (`... where state = 'pending'`) only when the statement names the same value.
 * For the fixed states of our own tables only: a plain word, never anything a client sent.
 */
export function equalsConstant(column: AnyColumn, value: string): SQL {
  if (!/^[a-z_]+$/.test(value)) throw new Error(`not a constant state: ${value}`);
  return sql`${column} = ${sql.raw(`'${value}'`)}`;
}
