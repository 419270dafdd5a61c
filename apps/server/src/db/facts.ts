import { LRUCache } from 'lru-cache';

/**
 * Entries kept at most; a flood of unknown hosts or users evicts the least used, nothing more.
 * An account's entry takes about 1.5 KB, so the cache stays under about 8 MB
 * (docs/decisions/032-memory.md), and holds the accounts of 5,000 people active at once. Entries
 * live only until the next change anyway: any change empties the cache.
 */
const MAX_ENTRIES = 5_000;

/**
 * What almost never changes but every request asks — a tenant's state, an account's, a role's
 * permissions — kept in memory with exact invalidation across server instances.
 *
 * The database keeps a change generation (`cache_generation`, bumped by triggers in the same
 * transaction as any change to those tables). Every transaction reads it in its first round trip
 * and reports it here; a newer generation empties the cache. Inside a request, the request's
 * transaction is opened before the cache answers, so a change committed through any instance is
 * seen by every instance's next request. Outside requests values are always loaded afresh.
 *
 * Why that is exact: an entry is stored only when no newer generation was seen while it loaded,
 * and it was read (read committed) after the generation it is filed under was observed. An entry
 * therefore reflects every change up to that generation, and any later change moves the
 * generation, which the request's own transaction observes before the entry is used.
 */
export class FactCache {
  #generation = -1;
  readonly #entries = new LRUCache<string, { value: unknown }>({ max: MAX_ENTRIES });

  /**
   * @param checkGeneration asked before each read: true once the generation is known current for
   * the caller (inside a request, by opening the request's transaction first, which reads it);
   * false elsewhere, where values are loaded afresh (and kept for requests).
   */
  constructor(private readonly checkGeneration: () => Promise<boolean> = async () => false) {}

  /** The newest generation any transaction has read; -1 before the first. */
  get generation(): number {
    return this.#generation;
  }

  /** Called with the generation each transaction reads; a newer one empties the cache. */
  observe(generation: number): void {
    if (generation <= this.#generation) return;
    this.#generation = generation;
    this.#entries.clear();
  }

  /**
   * The value under `key`, loaded by `load` (which reads the database) when absent. Values are
   * shared between requests: callers must not change them.
   */
  async memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    const current = await this.checkGeneration();
    const hit = current ? this.#entries.get(key) : undefined;
    if (hit) return hit.value as T;
    const before = this.#generation;
    const value = await load();
    // Loaded while a newer generation was seen: it may predate that change, so it is not kept.
    if (this.#generation === before) this.#entries.set(key, { value });
    return value;
  }
}
