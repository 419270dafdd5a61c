import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../../db/client.ts';
import type { IdentityRepository, PayloadKey, PayloadRow } from '../repository.ts';

/** Models that let an account act without typing a password again. */
const SIGNED_IN_MODELS = ['Session', 'Grant', 'RefreshToken', 'AuthorizationCode', 'AccessToken'];

/** Expired rows are swept now and then rather than on every write. */
const SWEEP_EVERY = 500;

const live = (row: PayloadRow | undefined): row is PayloadRow => !!row && !(row.expiresAt && row.expiresAt.getTime() <= Date.now());

/**
 * The provider's storage in `oidc_payloads`: every model (sessions, grants, codes, refresh
 * tokens, interactions) survives a restart and is shared by every server on the same database.
 */
export function createAdapterFactory(db: Database, repository: IdentityRepository): (model: string) => Adapter {
  let writes = 0;
  const sweep = () =>
    db.unscoped((tx) => repository.deleteExpiredPayloads(tx, new Date())).then(
      () => undefined,
      () => undefined,
    );

  return (model) => {
    const findBy = async (key: PayloadKey): Promise<AdapterPayload | undefined> => {
      const row = await db.unscoped((tx) => repository.findPayload(tx, model, key));
      if (!live(row)) return undefined;
      return { ...(row.payload as AdapterPayload), ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}) };
    };

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload: payload as Record<string, unknown>,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db.unscoped((tx) => repository.upsertPayload(tx, model, id, values));
        if (++writes % SWEEP_EVERY === 0) void sweep();
      },
      find: (id) => findBy({ id }),
      findByUid: (uid) => findBy({ uid }),
      findByUserCode: (userCode) => findBy({ userCode }),
      async consume(id) {
        await db.unscoped((tx) => repository.consumePayload(tx, model, id));
      },
      async destroy(id) {
        await db.unscoped((tx) => repository.deletePayload(tx, model, id));
      },
      async revokeByGrantId(grantId) {
        await db.unscoped((tx) => repository.deleteGrant(tx, model, grantId));
      },
    };
  };
}

/** Ends every sign-in of an account: its sessions, grants, codes and refresh tokens. */
export async function endSessionsOf(db: Database, repository: IdentityRepository, accountId: string): Promise<void> {
  await db.unscoped((tx) => repository.deleteOfAccount(tx, SIGNED_IN_MODELS, accountId));
}

/** State the sign-in pages keep between two steps of one interaction (the pending password change). */
export function createInteractionStore(db: Database, repository: IdentityRepository) {
  const model = 'PasswordChange';
  return {
    async put(uid: string, accountId: string, expiresAt: Date) {
      await db.unscoped((tx) => repository.upsertPayload(tx, model, uid, { payload: { accountId }, uid, expiresAt }));
    },
    async get(uid: string): Promise<string | null> {
      const row = await db.unscoped((tx) => repository.findPayload(tx, model, { id: uid }));
      if (!live(row)) return null;
      const accountId = row.payload.accountId;
      return typeof accountId === 'string' ? accountId : null;
    },
    async remove(uid: string) {
      await db.unscoped((tx) => repository.deletePayload(tx, model, uid));
    },
  };
}

export type InteractionStore = ReturnType<typeof createInteractionStore>;
