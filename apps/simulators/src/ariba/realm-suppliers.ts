import type { Supplier } from '../world/suppliers.ts';
import type { World } from '../world/world.ts';

export interface SupplierPage {
  suppliers: Supplier[];
  /** Position after the last supplier returned, or null when no later supplier is accepted. */
  next: number | null;
  /** Accepted suppliers in the whole realm, when asked. */
  total?: number;
}

/**
 * The suppliers of every realm as Ariba holds them now: the seeded ones, changed or added since.
 * Each realm is a list in `smVendorId` order where a supplier keeps its position for good (new
 * ones go at the end), so a position is a page token that changes do not move. The world's own
 * records are never changed: a change replaces the record, and a reset takes the world's again.
 */
export class RealmSuppliers {
  private readonly lists = new Map<string, Supplier[]>();
  private readonly positions = new Map<string, Map<string, number>>();

  constructor(private readonly world: World) {
    this.reset();
  }

  reset() {
    for (const realm of this.world.realms) {
      const seeded = [...(this.world.suppliersByRealm.get(realm) ?? [])];
      this.lists.set(realm, seeded);
      this.positions.set(realm, new Map(seeded.map((s, position) => [s.smVendorId, position])));
    }
  }

  has(realm: string): boolean {
    return this.lists.has(realm);
  }

  list(realm: string): readonly Supplier[] {
    return this.lists.get(realm) ?? [];
  }

  get(realm: string, smVendorId: string): Supplier | undefined {
    const position = this.positions.get(realm)?.get(smVendorId);
    return position === undefined ? undefined : this.lists.get(realm)?.[position];
  }

  /** Puts a changed record in the place of the one with its id. */
  replace(supplier: Supplier) {
    const position = this.positions.get(supplier.realm)?.get(supplier.smVendorId);
    const list = this.lists.get(supplier.realm);
    if (position === undefined || !list) throw new Error(`no supplier ${supplier.smVendorId} in ${supplier.realm}`);
    list[position] = supplier;
  }

  append(supplier: Supplier) {
    const list = this.lists.get(supplier.realm);
    const positions = this.positions.get(supplier.realm);
    if (!list || !positions) throw new Error(`no realm ${supplier.realm}`);
    positions.set(supplier.smVendorId, list.length);
    list.push(supplier);
  }

  /**
   * Up to `top` accepted suppliers from position `skip` on. The next token is the position just
   * after the last one returned, so the next page starts there whatever changed in between.
   */
  page(realm: string, accept: (supplier: Supplier) => boolean, skip: number, top: number, count: boolean): SupplierPage {
    const list = this.list(realm);
    const suppliers: Supplier[] = [];
    let last = skip - 1;
    let more = false;
    for (let position = skip; position < list.length; position++) {
      const supplier = list[position];
      if (!supplier || !accept(supplier)) continue;
      if (suppliers.length === top) {
        more = true;
        break;
      }
      suppliers.push(supplier);
      last = position;
    }
    return { suppliers, next: more ? last + 1 : null, ...(count ? { total: list.filter(accept).length } : {}) };
  }
}
