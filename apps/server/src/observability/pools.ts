import type pg from 'pg';

/** The PostgreSQL pools open in this process, for the pool gauges (metrics.ts) to read when scraped. */
const pools = new Set<pg.Pool>();

/** Adds `pool` to those the metrics report; answers the call that removes it again (on close). */
export function watchPool(pool: pg.Pool): () => void {
  pools.add(pool);
  return () => void pools.delete(pool);
}

export interface PoolUse {
  /** Connections open, in use or idle. */
  total: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/** The pools' connections summed: one server has one request pool (pg-boss keeps its own, not counted). */
export function poolUse(): PoolUse | undefined {
  if (pools.size === 0) return undefined;
  let [total, idle, waiting] = [0, 0, 0];
  for (const pool of pools) {
    total += pool.totalCount;
    idle += pool.idleCount;
    waiting += pool.waitingCount;
  }
  return { total, idle, waiting };
}
