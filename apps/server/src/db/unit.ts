import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { FactCache } from './facts.ts';

/** A database handle or an open transaction; repositories accept either. Both drivers answer `execute` with `{ rows }`. */
export type Tx = PgDatabase<NodePgQueryResultHKT>;

/**
 * How the job queue (src/jobs) reaches the database for pg-boss's own statements, which run outside
 * any request transaction: the embedded instance itself, or the server's URL for a pool of its own.
 */
export type QueueAccess = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction that sees only `tenantId`'s rows. */
  forTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction that sees every tenant (super administrator, seeding). */
  allTenants<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction with no tenant set: tenant-owned tables show no rows. */
  unscoped<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * A request's unit of work: inside `unit.run(...)`, the three calls above join one transaction,
   * opened by the first of them and ended by `commit` or `rollback` (src/db/unit.ts).
   */
  unit(options?: UnitOptions): RequestUnit;
  /**
   * Runs `fn` once what was written so far is committed: after the request's commit inside a
   * request's unit (never, if it rolls back), at once outside one, where every call above has
   * committed when it returns. For what must not see the work before others can.
   */
  afterCommit(fn: () => void): void;
  /** What the request path keeps in memory, invalidated by the database's change generation. */
  readonly facts: FactCache;
  /** Transactions opened through this handle so far: what a request costs, for tests and metrics. */
  transactionsOpened(): number;
  /** Number of migrations recorded as applied. */
  migrationsApplied(): Promise<number>;
  readonly queueAccess: QueueAccess;
  close(): Promise<void>;
}

/** Which rows a transaction sees: one tenant's, every tenant's, or none of the tenant-owned. */
export type Scope = { tenantId: string } | 'all' | 'none';

/** A transaction a driver opened, already scoped, with the change generation it read. */
export interface OpenTransaction {
  tx: Tx;
  generation: number;
  setScope(scope: Scope): Promise<void>;
  /** Commits (`true`) or rolls back, and gives the connection back. */
  end(commit: boolean): Promise<void>;
}

/** What each database driver (PGlite, PostgreSQL) provides; `client.ts` builds one per kind. */
export interface Driver {
  kind: Database['kind'];
  /** BEGIN, the scope and the generation read, in one round trip where the driver allows it. */
  open(scope: Scope): Promise<OpenTransaction>;
  migrationsApplied(): Promise<number>;
  close(): Promise<void>;
}

export interface UnitOptions {
  /**
   * The scope the transaction opens with when a facts-cache read opens it (the guard's first
   * check): the host's tenant, which most handlers then query, so no second round trip sets it.
   */
  scope?: Scope;
}

/** One request's database work: one transaction at most, shared by the guard and the handler. */
export interface RequestUnit {
  /** Runs `fn` so that its database calls join this unit's transaction. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** Commits the transaction, if one was opened. */
  commit(): Promise<void>;
  /** Rolls the transaction back, if one is open; safe to call more than once. */
  rollback(): Promise<void>;
}

/** What the unit does once its work is committed; nothing when it is rolled back. */
type AfterCommit = () => void;

/** Where a database call is made from: which unit, and whether inside one of its calls already. */
interface Frame {
  unit: Unit;
  /** True within a call of the unit: a nested call runs at once, without waiting its turn. */
  holding: boolean;
}

const sameScope = (a: Scope, b: Scope) =>
  typeof a === 'object' && typeof b === 'object' ? a.tenantId === b.tenantId : a === b;

class Unit implements RequestUnit {
  #open: OpenTransaction | null = null;
  #scope: Scope = 'none';
  #ended = false;
  #turn: Promise<void> = Promise.resolve();
  #afterCommit: AfterCommit[] = [];

  constructor(
    private readonly driver: Driver,
    private readonly facts: FactCache,
    private readonly frames: AsyncLocalStorage<Frame>,
    private readonly options: UnitOptions,
  ) {}

  run<T>(fn: () => Promise<T>): Promise<T> {
    return this.frames.run({ unit: this, holding: false }, fn);
  }

  /** A database call made inside `run`: one at a time, each in its own scope. */
  async call<T>(scope: Scope, fn: (tx: Tx) => Promise<T>, holding: boolean): Promise<T> {
    if (holding) return this.#nested(scope, fn);
    const release = await this.#waitTurn();
    try {
      if (this.#ended) throw new Error('the request has already ended its database work');
      if (!this.#open) await this.#begin(scope);
      else if (!sameScope(scope, this.#scope)) await this.#setScope(scope);
      const tx = this.#transaction();
      return await this.frames.run({ unit: this, holding: true }, () => fn(tx));
    } finally {
      release();
    }
  }

  /**
   * Opens the transaction, if none is open yet, before a facts-cache read: the generation it reads
   * empties the cache when anything changed, so every fact the request uses is current.
   */
  async ensureOpen(holding: boolean): Promise<void> {
    if (holding) return; // a call in progress has it open
    const release = await this.#waitTurn();
    try {
      if (this.#ended) throw new Error('the request has already ended its database work');
      if (!this.#open) await this.#begin(this.options.scope ?? 'none');
    } finally {
      release();
    }
  }

  async commit(): Promise<void> {
    const release = await this.#waitTurn();
    try {
      if (this.#ended) return;
      this.#ended = true;
      const open = this.#open;
      this.#open = null;
      if (open) await open.end(true);
    } finally {
      release();
    }
    for (const fn of this.#afterCommit.splice(0)) fn();
  }

  /** `fn` runs after the commit; at once when the unit's work has already ended. */
  afterCommit(fn: AfterCommit): void {
    if (this.#ended) fn();
    else this.#afterCommit.push(fn);
  }

  async rollback(): Promise<void> {
    const release = await this.#waitTurn();
    try {
      await this.#abandon();
    } finally {
      release();
    }
  }

  async #abandon(): Promise<void> {
    this.#ended = true;
    this.#afterCommit = [];
    const open = this.#open;
    this.#open = null;
    if (open) await open.end(false);
  }

  /** A call from within another: same transaction; its scope for its own duration only. */
  async #nested<T>(scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const outer = this.#scope;
    if (sameScope(scope, outer)) return fn(this.#transaction());
    await this.#setScope(scope);
    try {
      return await fn(this.#transaction());
    } finally {
      await this.#setScope(outer);
    }
  }

  async #begin(scope: Scope): Promise<void> {
    const open = await this.driver.open(scope);
    this.#open = open;
    this.#scope = scope;
    this.facts.observe(open.generation);
  }

  async #setScope(scope: Scope): Promise<void> {
    await this.#transactionHandle().setScope(scope);
    this.#scope = scope;
  }

  #transaction(): Tx {
    return this.#transactionHandle().tx;
  }

  #transactionHandle(): OpenTransaction {
    if (!this.#open) throw new Error('no open transaction in this request');
    return this.#open;
  }

  /** Resolves with a release function when every earlier call of this unit has finished. */
  #waitTurn(): Promise<() => void> {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const before = this.#turn;
    this.#turn = before.then(() => mine);
    return before.then(() => release);
  }
}

/**
 * The `Database` over a driver: outside a request unit every call is its own transaction; inside
 * one, calls join the unit's. Either way each transaction's first round trip sets its scope and
 * reads the change generation for the facts cache.
 */
export function createDatabase(driver: Driver): Omit<Database, 'queueAccess'> {
  const frames = new AsyncLocalStorage<Frame>();
  let opened = 0;
  const counting: Driver = {
    ...driver,
    open: (scope) => {
      opened += 1;
      return driver.open(scope);
    },
  };
  const facts = new FactCache(async () => {
    const frame = frames.getStore();
    if (!frame) return false;
    await frame.unit.ensureOpen(frame.holding);
    return true;
  });

  async function inTransaction<T>(scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const frame = frames.getStore();
    if (frame) return frame.unit.call(scope, fn, frame.holding);
    const open = await counting.open(scope);
    facts.observe(open.generation);
    let result: T;
    try {
      result = await fn(open.tx);
    } catch (error) {
      await open.end(false);
      throw error;
    }
    await open.end(true);
    return result;
  }

  return {
    kind: driver.kind,
    forTenant: (tenantId, fn) => inTransaction({ tenantId }, fn),
    allTenants: (fn) => inTransaction('all', fn),
    unscoped: (fn) => inTransaction('none', fn),
    unit: (options = {}) => new Unit(counting, facts, frames, options),
    afterCommit: (fn) => {
      const frame = frames.getStore();
      if (frame) frame.unit.afterCommit(fn);
      else fn();
    },
    transactionsOpened: () => opened,
    facts,
    migrationsApplied: () => driver.migrationsApplied(),
    close: () => driver.close(),
  };
}
