import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { roles } from '../../db/schema/index.ts';

export type RoleRow = typeof roles.$inferSelect;
export type NewRoleRow = typeof roles.$inferInsert;

export function createRolesRepository() {
  return {
    async permissionsOf(tx: Tx, tenantId: string, roleIds: readonly string[]): Promise<string[]> {
      if (roleIds.length === 0) return [];
      const rows = await tx
        .select({ permissions: roles.permissions })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), inArray(roles.roleId, [...roleIds])));
      return [...new Set(rows.flatMap((r) => r.permissions))].sort();
    },
    list(tx: Tx, tenantId: string): Promise<RoleRow[]> {
      return tx.select().from(roles).where(eq(roles.tenantId, tenantId)).orderBy(asc(roles.roleId)).limit(1000);
    },
    async findById(tx: Tx, tenantId: string, roleId: string): Promise<RoleRow | undefined> {
      const [row] = await tx
        .select()
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.roleId, roleId)))
        .limit(1);
      return row;
    },
    async existing(tx: Tx, tenantId: string, roleIds: readonly string[]): Promise<string[]> {
      if (roleIds.length === 0) return [];
      const rows = await tx
        .select({ roleId: roles.roleId })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), inArray(roles.roleId, [...roleIds])));
      return rows.map((r) => r.roleId);
    },
    /** The new row, or null when the tenant already has a role with that id. */
    async insertIfMissing(tx: Tx, row: NewRoleRow): Promise<RoleRow | null> {
      const [created] = await tx.insert(roles).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },
    async update(tx: Tx, tenantId: string, roleId: string, patch: Pick<NewRoleRow, 'name' | 'description' | 'permissions'>) {
      const [row] = await tx
        .update(roles)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(roles.tenantId, tenantId), eq(roles.roleId, roleId)))
        .returning();
      return row;
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
