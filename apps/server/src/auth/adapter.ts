import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { oidcPayloads } from '../db/schema/index.ts';

/** Models that let an account act without typing a password again. */
const SIGNED_IN_MODELS = ['Session', 'Grant', 'RefreshToken', 'AuthorizationCode', 'AccessToken'];

/** Expired rows are swept now and then rather than on every write. */
const SWEEP_EVERY = 500;

/**
 * The provider's storage in `oidc_payloads`: every model (sessions, grants, codes, refresh
 * tokens, interactions) survives a restart and is shared by every server on the same database.
 */
export function createAdapterFactory(db: Database): (model: string) => Adapter {
  let writes = 0;
  const sweep = () =>
    db.unscoped((tx) => tx.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()))).then(
      () => undefined,
      () => undefined,
    );

  return (model) => {
    const findWhere = async (where: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> => {
      const [row] = await db.unscoped((tx) =>
        tx
          .select()
          .from(oidcPayloads)
          .where(and(eq(oidcPayloads.model, model), where))
          .limit(1),
      );
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      return { ...(row.payload as AdapterPayload), ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}) };
    };
    const byId = (id: string) => and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id));

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload: payload as Record<string, unknown>,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db.unscoped((tx) =>
          tx
            .insert(oidcPayloads)
            .values({ model, id, ...values })
            .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values }),
        );
        if (++writes % SWEEP_EVERY === 0) void sweep();
      },
      find: (id) => findWhere(eq(oidcPayloads.id, id)),
      findByUid: (uid) => findWhere(eq(oidcPayloads.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(oidcPayloads.userCode, userCode)),
      async consume(id) {
        await db.unscoped((tx) => tx.update(oidcPayloads).set({ consumedAt: new Date() }).where(byId(id)));
      },
      async destroy(id) {
        await db.unscoped((tx) => tx.delete(oidcPayloads).where(byId(id)));
      },
      async revokeByGrantId(grantId) {
        await db.unscoped((tx) =>
          tx.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.grantId, grantId))),
        );
      },
    };
  };
}

/** Ends every sign-in of an account: its sessions, grants, codes and refresh tokens. */
export async function endSessionsOf(db: Database, accountId: string): Promise<void> {
  await db.unscoped((tx) =>
    tx
      .delete(oidcPayloads)
      .where(and(inArray(oidcPayloads.model, SIGNED_IN_MODELS), sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`)),
  );
}

/** State the sign-in pages keep between two steps of one interaction (the pending password change). */
export function createInteractionStore(db: Database) {
  const model = 'PasswordChange';
  return {
    async put(uid: string, accountId: string, expiresAt: Date) {
      const values = { payload: { accountId }, uid, expiresAt };
      await db.unscoped((tx) =>
        tx
          .insert(oidcPayloads)
          .values({ model, id: uid, ...values })
          .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values }),
      );
    },
    async get(uid: string): Promise<string | null> {
      const [row] = await db.unscoped((tx) =>
        tx
          .select()
          .from(oidcPayloads)
          .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, uid)))
          .limit(1),
      );
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return null;
      const accountId = row.payload.accountId;
      return typeof accountId === 'string' ? accountId : null;
    },
    async remove(uid: string) {
      await db.unscoped((tx) => tx.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, uid))));
    },
  };
}

export type InteractionStore = ReturnType<typeof createInteractionStore>;
