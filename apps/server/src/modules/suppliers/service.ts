import { createLinksService, type LinksServiceDeps } from './links.ts';
import { createSupplierLists } from './lists.ts';

export { keptCandidate, toSupplier } from './lists.ts';
export { linkChange, supplierEntityId, type LinkNews, type LinkRequest } from './links.ts';

export type SuppliersServiceDeps = LinksServiceDeps;

/** The suppliers as people and the other modules use them: their links, and the lists and detail. */
export function createSuppliersService(deps: SuppliersServiceDeps) {
  return { ...createLinksService(deps), ...createSupplierLists(deps) };
}

export type SuppliersService = ReturnType<typeof createSuppliersService>;
