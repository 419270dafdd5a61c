import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
export type TenantPatch = Partial<Omit<NewTenantRow, 'tenantId' | 'createdAt'>>;

export function createTenantsRepository() {
  return {
    async findById(tx: Tx, tenantId: string): Promise<TenantRow | undefined> {
      const [row] = await tx.select().from(tenants).where(eq(tenants.tenantId, tenantId)).limit(1);
      return row;
    },
    list(tx: Tx): Promise<TenantRow[]> {
      return tx.select().from(tenants).orderBy(asc(tenants.tenantId)).limit(10_000);
    },
    /** Each tenant's audit retention in days, for the retention job (every tenant the transaction sees). */
    retentions(tx: Tx): Promise<{ tenantId: string; days: number }[]> {
      return tx.select({ tenantId: tenants.tenantId, days: tenants.auditRetentionDays }).from(tenants).orderBy(asc(tenants.tenantId));
    },
    /** Tenants whose contact e-mail is at `domain` (lower case): the tenants that domain belongs to (every tenant the transaction sees). */
    async withEmailDomain(tx: Tx, domain: string): Promise<string[]> {
      const rows = await tx
        .select({ tenantId: tenants.tenantId })
        .from(tenants)
        .where(eq(sql`lower(split_part(${tenants.email}, '@', 2))`, domain))
        .orderBy(asc(tenants.tenantId));
      return rows.map((row) => row.tenantId);
    },
    /** Inserts the tenant unless one with the same id exists; the new row, or null. */
    async insertIfMissing(tx: Tx, row: NewTenantRow): Promise<TenantRow | null> {
      const [created] = await tx.insert(tenants).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },
    async update(tx: Tx, tenantId: string, patch: TenantPatch): Promise<TenantRow | undefined> {
      const [row] = await tx
        .update(tenants)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(tenants.tenantId, tenantId))
        .returning();
      return row;
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
