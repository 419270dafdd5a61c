import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { worthPreparing } from './pglite-statements.ts';

/** The most statements one connection keeps prepared; later ones run unnamed. */
const PER_CONNECTION = 256;

/** What each pooled connection has prepared, by name. */
const prepared = new WeakMap<pg.PoolClient, Set<string>>();

/** Names already made, by text: hashing a statement's text on every run cost more than looking it up. */
const names = new LRUCache<string, string>({ max: 1024 });

/** The same text gets the same name on every connection. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `connector_${createHash('sha1').update(text).digest('hex')}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A pooled connection whose repeated statements run as named prepared statements: node-postgres
 * parses a name once per connection and then only binds and executes it, and PostgreSQL plans it
 * once (our transactions ask for generic plans, as on PGlite; decision 010). One-off statements
 * (bulk writes) and any past the first 256 of a connection run unnamed, as before. While
 * `refusal` gives an error, every statement is refused with it (a transaction that has ended).
 */
export function preparingStatements(client: pg.PoolClient, refusal: () => Error | null = () => null): pg.PoolClient {
  const preparedHere = prepared.get(client) ?? new Set<string>();
  prepared.set(client, preparedHere);
  const query = (config: unknown, values?: unknown) => {
    const refused = refusal();
    if (refused) return Promise.reject(refused);
    if (config !== null && typeof config === 'object' && 'text' in config && !('name' in config && config.name)) {
      const { text, values: own } = config as { text: string; values?: unknown[] };
      const params = (Array.isArray(values) ? values : (own ?? [])).length;
      const name = worthPreparing(text, params) ? nameOf(text) : undefined;
      if (name && (preparedHere.has(name) || preparedHere.size < PER_CONNECTION)) {
        preparedHere.add(name);
        return client.query({ ...(config as pg.QueryConfig), name }, values as unknown[]);
      }
    }
    return (client.query as (c: unknown, v?: unknown) => unknown)(config, values);
  };
  return Object.assign(Object.create(client) as pg.PoolClient, { query });
}
