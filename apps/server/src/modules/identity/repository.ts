import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { oidcPayloads, serverSecrets } from '../../db/schema/index.ts';

export type PayloadRow = typeof oidcPayloads.$inferSelect;
/** What a write sets on a provider row; columns left out keep their value on update. */
export type PayloadValues = Omit<typeof oidcPayloads.$inferInsert, 'model' | 'id'>;

/**
 * How a provider row is looked up: its id, its interaction uid or its device user code. For the
 * provider's own models these are keyed hashes (`oidc/grant-cipher.ts`), never the values.
 */
export type PayloadKey = { id: string } | { uid: string } | { userCode: string };

const matching = (model: string, key: PayloadKey) =>
  and(
    eq(oidcPayloads.model, model),
    'id' in key ? eq(oidcPayloads.id, key.id) : 'uid' in key ? eq(oidcPayloads.uid, key.uid) : eq(oidcPayloads.userCode, key.userCode),
  );

/**
 * The queries on the provider's storage (`oidc_payloads`) and the server's keys
 * (`server_secrets`); failed sign-ins have `throttle-repository.ts`. None is tenant-scoped by row
 * policy, so callers run them in `db.unscoped`.
 */
export function createIdentityRepository() {
  return {
    async findPayload(tx: Tx, model: string, key: PayloadKey): Promise<PayloadRow | undefined> {
      const [row] = await tx.select().from(oidcPayloads).where(matching(model, key)).limit(1);
      return row;
    },
    async upsertPayload(tx: Tx, model: string, id: string, values: PayloadValues): Promise<void> {
      await tx
        .insert(oidcPayloads)
        .values({ model, id, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
    },
    async consumePayload(tx: Tx, model: string, id: string): Promise<void> {
      await tx.update(oidcPayloads).set({ consumedAt: new Date() }).where(matching(model, { id }));
    },
    async deletePayload(tx: Tx, model: string, id: string): Promise<void> {
      await tx.delete(oidcPayloads).where(matching(model, { id }));
    },
    async deleteGrant(tx: Tx, model: string, grantId: string): Promise<void> {
      await tx.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.grantId, grantId)));
    },
    /** Stores the row unless one with the same model and id exists; whether it was stored. */
    async insertPayloadIfMissing(tx: Tx, model: string, id: string, values: PayloadValues): Promise<boolean> {
      const stored = await tx.insert(oidcPayloads).values({ model, id, ...values }).onConflictDoNothing().returning({ id: oidcPayloads.id });
      return stored.length > 0;
    },
    /** Deletes the row and answers it: of two callers taking the same row, only one gets it. */
    async takePayload(tx: Tx, model: string, id: string): Promise<PayloadRow | undefined> {
      const [row] = await tx.delete(oidcPayloads).where(matching(model, { id })).returning();
      return row;
    },
    async deleteExpiredPayloads(tx: Tx, now: Date): Promise<void> {
      await tx.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now));
    },
    /** Rows of `models` that belong to an account (its sessions, grants, tokens). */
    async deleteOfAccount(tx: Tx, models: readonly string[], accountId: string): Promise<void> {
      await tx.delete(oidcPayloads).where(and(inArray(oidcPayloads.model, [...models]), eq(oidcPayloads.accountId, accountId)));
    },

    async readSecret(tx: Tx, name: string): Promise<unknown> {
      const [row] = await tx.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
      return row?.value;
    },
    async replaceSecret(tx: Tx, name: string, value: unknown): Promise<void> {
      await tx.update(serverSecrets).set({ value }).where(eq(serverSecrets.name, name));
    },
    /** Stores the secret unless another server stored one first. */
    async insertSecret(tx: Tx, name: string, value: unknown): Promise<void> {
      await tx.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
