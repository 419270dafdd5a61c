import { linkQueries } from './links.ts';
import { listQueries } from './lists.ts';
import { syncQueries } from './sync.ts';

export { bvdHolders } from './links.ts';
export { LIST_CAP, type ConnectedRow } from './lists.ts';
export type { LinkFields, LinkState, NewSupplierRow, SupplierPatch, SupplierRow } from './rows.ts';

/**
 * The suppliers' table, the one way in to it: the engine's reads and writes, the links', and the
 * lists' pages.
 */
export function createSuppliersRepository() {
  return { ...syncQueries, ...linkQueries, ...listQueries };
}

export type SuppliersRepository = ReturnType<typeof createSuppliersRepository>;
