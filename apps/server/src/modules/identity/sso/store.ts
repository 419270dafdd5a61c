import { createHash } from 'node:crypto';
import type { SecretBox } from '../../../crypto/secret-box.ts';
import type { Database } from '../../../db/client.ts';
import type { IdentityRepository } from '../repository.ts';

/** How long a sign-in sent to a company's provider waits for its answer. */
export const REQUEST_TTL_MS = 10 * 60_000;

/** A sign-in sent to a company's provider, waiting for its answer. */
export interface PendingRequest {
  tenantId: string;
  /** The interaction the answer completes. */
  uid: string;
  /** OpenID Connect only: the PKCE verifier and the nonce the ID token must carry. */
  codeVerifier?: string;
  nonce?: string;
  /** SAML only: when the AuthnRequest was made (ISO), as node-saml's request cache keeps it. */
  instant?: string;
}

/**
 * Models of `oidc_payloads` that single sign-on keeps (the provider's storage, owned by this
 * module; no table of its own): each row expires, and the provider's sweep removes it after.
 */
const MODELS = {
  /** SAML AuthnRequest id or OpenID Connect `state` → the pending request. */
  request: 'SsoRequest',
  /** Assertion ids already used, until they expire: a second use is a replay. */
  assertion: 'SsoAssertion',
  /** Interaction uid → the account the provider's answer signed in, taken once by the interaction. */
  signIn: 'SsoSignIn',
} as const;

/** Keys are hashed: a `state` or interaction uid read from the database opens nothing. */
const keyOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Where single sign-on keeps what must outlive one request, shared by every server instance. */
export function createSsoStore(db: Database, repository: IdentityRepository, secrets: SecretBox) {
  const seal = (value: object) => ({ sealed: secrets.seal(JSON.stringify(value)) });
  const open = <T>(payload: Record<string, unknown>): T | null => {
    try {
      return typeof payload.sealed === 'string' ? (JSON.parse(secrets.open(payload.sealed)) as T) : null;
    } catch {
      return null;
    }
  };
  const live = (expiresAt: Date | null) => expiresAt === null || expiresAt.getTime() > Date.now();

  async function take<T>(model: string, key: string): Promise<T | null> {
    const row = await db.unscoped((tx) => repository.takePayload(tx, model, keyOf(key)));
    return row && live(row.expiresAt) ? open<T>(row.payload) : null;
  }

  return {
    async putRequest(key: string, request: PendingRequest, expiresAt: Date): Promise<void> {
      await db.unscoped((tx) => repository.upsertPayload(tx, MODELS.request, keyOf(key), { payload: seal(request), expiresAt }));
    },
    /** The pending request, left in place (SAML's InResponseTo check asks before it takes). */
    async peekRequest(key: string): Promise<PendingRequest | null> {
      const row = await db.unscoped((tx) => repository.findPayload(tx, MODELS.request, { id: keyOf(key) }));
      return row && live(row.expiresAt) ? open<PendingRequest>(row.payload) : null;
    },
    /** The pending request, used up: an answer completes at most one sign-in. */
    takeRequest: (key: string) => take<PendingRequest>(MODELS.request, key),

    /** Records an assertion id until `expiresAt`; false when it was recorded before (a replay). */
    async firstUse(id: string, expiresAt: Date): Promise<boolean> {
      return db.unscoped((tx) => repository.insertPayloadIfMissing(tx, MODELS.assertion, keyOf(id), { payload: {}, expiresAt }));
    },

    async putSignIn(uid: string, signIn: { tenantId: string; accountId: string }, expiresAt: Date): Promise<void> {
      await db.unscoped((tx) => repository.upsertPayload(tx, MODELS.signIn, keyOf(uid), { payload: seal(signIn), accountId: signIn.accountId, expiresAt }));
    },
    takeSignIn: (uid: string) => take<{ tenantId: string; accountId: string }>(MODELS.signIn, uid),
  };
}

export type SsoStore = ReturnType<typeof createSsoStore>;
