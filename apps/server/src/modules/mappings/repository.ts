import type { MappingContent, MappingType } from '@connector/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mappingSets, mappingVersions } from '../../db/schema/index.ts';

export type MappingSetRow = typeof mappingSets.$inferSelect;
export type MappingVersionRow = typeof mappingVersions.$inferSelect;

/** One mapping type of one application. */
export interface MappingKey {
  tenantId: string;
  appId: string;
  mappingType: MappingType;
}

export function createMappingsRepository() {
  const sets = mappingSets;
  const versions = mappingVersions;
  const setOf = (k: MappingKey) => and(eq(sets.tenantId, k.tenantId), eq(sets.appId, k.appId), eq(sets.mappingType, k.mappingType));
  const versionsOf = (k: MappingKey) =>
    and(eq(versions.tenantId, k.tenantId), eq(versions.appId, k.appId), eq(versions.mappingType, k.mappingType));

  return {
    async set(tx: Tx, key: MappingKey): Promise<MappingSetRow | null> {
      const [row] = await tx.select().from(sets).where(setOf(key));
      return row ?? null;
    },

    versions: (tx: Tx, key: MappingKey): Promise<MappingVersionRow[]> =>
      tx.select().from(versions).where(versionsOf(key)).orderBy(asc(versions.version)),

    async version(tx: Tx, key: MappingKey, version: number): Promise<MappingVersionRow | null> {
      const [row] = await tx.select().from(versions).where(and(versionsOf(key), eq(versions.version, version)));
      return row ?? null;
    },

    /**
     * Moves the record's revision from `expected` to the next, setting the active version when given:
     * the one check that two saves at once cannot both pass. The first save of a type creates the
     * record (revision 0 expected). Null when the revision was not `expected` any more.
     */
    async claim(tx: Tx, key: MappingKey, expected: number, active?: number | null): Promise<MappingSetRow | null> {
      const activePatch = active === undefined ? {} : { activeVersion: active };
      if (expected === 0) {
        const [created] = await tx
          .insert(sets)
          .values({ ...key, revision: 1, activeVersion: active ?? null })
          .onConflictDoNothing()
          .returning();
        if (created) return created;
      }
      const [updated] = await tx
        .update(sets)
        .set({ revision: sql`${sets.revision} + 1`, updatedAt: new Date(), ...activePatch })
        .where(and(setOf(key), eq(sets.revision, expected)))
        .returning();
      return updated ?? null;
    },

    /** The next version number: the highest plus one, 0 when there is none (MAP-5). */
    async nextVersion(tx: Tx, key: MappingKey): Promise<number> {
      const [row] = await tx.select({ top: sql<number | null>`max(${versions.version})` }).from(versions).where(versionsOf(key));
      return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
    },

    async saveVersion(tx: Tx, key: MappingKey, version: number, content: MappingContent, savedBy: string | null): Promise<void> {
      await tx
        .insert(versions)
        .values({ ...key, version, content, savedBy, savedAt: new Date() })
        .onConflictDoUpdate({ target: [versions.tenantId, versions.appId, versions.mappingType, versions.version], set: { content, savedBy, savedAt: new Date() } });
    },

    /** The active version's content of a type, or null when none is active. */
    async active(tx: Tx, key: MappingKey): Promise<{ version: number; content: MappingContent } | null> {
      const [row] = await tx
        .select({ version: versions.version, content: versions.content })
        .from(sets)
        .innerJoin(versions, and(eq(versions.tenantId, sets.tenantId), eq(versions.appId, sets.appId), eq(versions.mappingType, sets.mappingType), eq(versions.version, sets.activeVersion)))
        .where(setOf(key));
      return row ?? null;
    },
  };
}

export type MappingsRepository = ReturnType<typeof createMappingsRepository>;
