import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
export type ApplicationPatch = Partial<Omit<NewApplicationRow, 'appId' | 'tenantId' | 'createdAt'>>;

const LIST_LIMIT = 1000;

export type ListedApplication = Pick<ApplicationRow, 'appId' | 'appName' | 'type' | 'enabled' | 'flags'>;

export function createApplicationsRepository() {
  const ofTenant = (tenantId: string, appId: string) => and(eq(applications.tenantId, tenantId), eq(applications.appId, appId));
  return {
    async findById(tx: Tx, tenantId: string, appId: string): Promise<ApplicationRow | undefined> {
      const [row] = await tx.select().from(applications).where(ofTenant(tenantId, appId)).limit(1);
      return row;
    },
    /** Entries of the list, by name: only what the list shows. */
    list(tx: Tx, tenantId: string): Promise<ListedApplication[]> {
      return tx
        .select({ appId: applications.appId, appName: applications.appName, type: applications.type, enabled: applications.enabled, flags: applications.flags })
        .from(applications)
        .where(eq(applications.tenantId, tenantId))
        .orderBy(asc(sql`lower(${applications.appName})`), asc(applications.appId))
        .limit(LIST_LIMIT);
    },
    /** Enabled applications of every tenant (the schedule's round; read with `allTenants`). */
    listEnabled(tx: Tx): Promise<{ tenantId: string; appId: string }[]> {
      return tx
        .select({ tenantId: applications.tenantId, appId: applications.appId })
        .from(applications)
        .where(eq(applications.enabled, true))
        .orderBy(asc(applications.tenantId), asc(applications.appId))
        .limit(100_000);
    },
    /** The stored configuration of the tenant's enabled applications (what the console may frame of them). */
    enabledParams(tx: Tx, tenantId: string): Promise<Pick<ApplicationRow, 'params'>[]> {
      return tx
        .select({ params: applications.params })
        .from(applications)
        .where(and(eq(applications.tenantId, tenantId), eq(applications.enabled, true)))
        .limit(LIST_LIMIT);
    },
    /** Whether another application of the tenant carries this name, whatever its case. */
    async nameTaken(tx: Tx, tenantId: string, appName: string, exceptAppId?: string): Promise<boolean> {
      const [row] = await tx
        .select({ appId: applications.appId })
        .from(applications)
        .where(
          and(
            eq(applications.tenantId, tenantId),
            eq(sql`lower(${applications.appName})`, appName.toLowerCase()),
            exceptAppId ? ne(applications.appId, exceptAppId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    /** The new row, or null when the id or the name is already taken (a concurrent create). */
    async insertIfFree(tx: Tx, row: NewApplicationRow): Promise<ApplicationRow | null> {
      const [created] = await tx.insert(applications).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },
    async update(tx: Tx, tenantId: string, appId: string, patch: ApplicationPatch): Promise<ApplicationRow | undefined> {
      const [row] = await tx
        .update(applications)
        .set({ ...patch, updatedAt: new Date() })
        .where(ofTenant(tenantId, appId))
        .returning();
      return row;
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
