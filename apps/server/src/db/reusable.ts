import type { Tx } from './client.ts';

/** A select built with placeholders (`sql.placeholder`), ready to be prepared. */
interface Preparable<Row> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
}

/** What drizzle keeps of a built select: its SQL and parameters, and how to map its rows. */
interface Built {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joinsNotNullableMap: unknown;
  queryMetadata: unknown;
  cacheConfig: unknown;
}

/** The parts of drizzle's session and prepared query a built select is run with again. */
interface Session {
  prepareQuery(
    query: Built['query'],
    fields: unknown,
    name: undefined,
    isResponseInArrayMode: boolean,
    customResultMapper: undefined,
    queryMetadata: unknown,
    cacheConfig: unknown,
  ): { joinsNotNullableMap: unknown; execute(values: Record<string, unknown>): Promise<unknown[]> };
}

/**
 * Selects whose SQL drizzle builds once per shape, with placeholders for the values, and runs in
 * whichever transaction asks. Drizzle builds a select's SQL on every call, and its own `prepare`
 * ties the result to the session that built it, where every transaction here has its own. On a
 * page of users that building cost more than PGlite's run of the statement. For the hottest
 * reads only: `key` names the shape (everything but the placeholders' values), and `build` must
 * give the same SQL for the same key.
 */
export function reusableSelects<Row>() {
  const built = new Map<string, Built>();
  return async (tx: Tx, key: string, build: (tx: Tx) => Preparable<Row>, values: Record<string, unknown>): Promise<Row[]> => {
    let shape = built.get(key);
    if (!shape) {
      shape = build(tx).prepare('') as unknown as Built;
      built.set(key, shape);
    }
    const { session } = tx as unknown as { session: Session };
    const query = session.prepareQuery(shape.query, shape.fields, undefined, true, undefined, shape.queryMetadata, shape.cacheConfig);
    query.joinsNotNullableMap = shape.joinsNotNullableMap;
    return (await query.execute(values)) as Row[];
  };
}
