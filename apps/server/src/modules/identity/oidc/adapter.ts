import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../../db/client.ts';
import type { IdentityRepository, PayloadKey, PayloadRow } from '../repository.ts';
import type { GrantCipher } from './grant-cipher.ts';

/** Models that let an account act without typing a password again. */
const SIGNED_IN_MODELS = ['Session', 'Grant', 'RefreshToken', 'AuthorizationCode', 'AccessToken'];

/** Expired rows are swept now and then rather than on every write. */
const SWEEP_EVERY = 500;

const live = (row: PayloadRow | undefined): row is PayloadRow => !!row && !(row.expiresAt && row.expiresAt.getTime() <= Date.now());
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The provider's storage in `oidc_payloads`: every model (sessions, grants, codes, refresh
 * tokens, interactions) survives a restart and is shared by every server on the same database.
 * Ids and the values rows are found by (`uid`, `grantId`, `userCode`) are kept as keyed hashes
 * and payloads sealed (`grant-cipher.ts`); only the account id, which opens nothing, is in clear.
 */
export function createAdapterFactory(db: Database, repository: IdentityRepository, cipher: GrantCipher): (model: string) => Adapter {
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
      const payload = cipher.open(model, row.id, row.payload);
      if (!payload) return undefined;
      return { ...(payload as AdapterPayload), ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}) };
    };
    const digestOf = (value: unknown) => {
      const present = text(value);
      return present === null ? null : cipher.digest(present);
    };

    return {
      async upsert(id, payload, expiresIn) {
        const key = cipher.digest(id);
        const values = {
          payload: cipher.seal(model, key, payload as Record<string, unknown>),
          grantId: digestOf(payload.grantId),
          userCode: digestOf(payload.userCode),
          uid: digestOf(payload.uid),
          accountId: text(payload.accountId),
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db.unscoped((tx) => repository.upsertPayload(tx, model, key, values));
        if (++writes % SWEEP_EVERY === 0) void sweep();
      },
      find: (id) => findBy({ id: cipher.digest(id) }),
      findByUid: (uid) => findBy({ uid: cipher.digest(uid) }),
      findByUserCode: (userCode) => findBy({ userCode: cipher.digest(userCode) }),
      async consume(id) {
        await db.unscoped((tx) => repository.consumePayload(tx, model, cipher.digest(id)));
      },
      async destroy(id) {
        await db.unscoped((tx) => repository.deletePayload(tx, model, cipher.digest(id)));
      },
      async revokeByGrantId(grantId) {
        await db.unscoped((tx) => repository.deleteGrant(tx, model, cipher.digest(grantId)));
      },
    };
  };
}

/** Ends every sign-in of an account: its sessions, grants, codes and refresh tokens. */
export async function endSessionsOf(db: Database, repository: IdentityRepository, accountId: string): Promise<void> {
  await db.unscoped((tx) => repository.deleteOfAccount(tx, SIGNED_IN_MODELS, accountId));
}

/**
 * State the sign-in pages keep between two steps of one interaction (the pending password change),
 * stored like the provider's rows: the interaction uid is the `_interaction` cookie's value.
 */
export function createInteractionStore(db: Database, repository: IdentityRepository, cipher: GrantCipher) {
  const model = 'PasswordChange';
  return {
    async put(uid: string, accountId: string, expiresAt: Date) {
      const id = cipher.digest(uid);
      const values = { payload: cipher.seal(model, id, { accountId }), accountId, expiresAt };
      await db.unscoped((tx) => repository.upsertPayload(tx, model, id, values));
    },
    async get(uid: string): Promise<string | null> {
      const row = await db.unscoped((tx) => repository.findPayload(tx, model, { id: cipher.digest(uid) }));
      if (!live(row)) return null;
      return text(cipher.open(model, row.id, row.payload)?.accountId);
    },
    async remove(uid: string) {
      await db.unscoped((tx) => repository.deletePayload(tx, model, cipher.digest(uid)));
    },
  };
}

export type InteractionStore = ReturnType<typeof createInteractionStore>;
