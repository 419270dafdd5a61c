import { createHmac } from 'node:crypto';
import type { SecretBox } from '../../../crypto/secret-box.ts';

/** How a provider payload is stored: sealed, together with the row it belongs to. */
// A type, not an interface: it is stored in a column typed as a record.
type SealedPayload = { sealed: string };

interface Envelope {
  model: string;
  id: string;
  payload: Record<string, unknown>;
}

const isSealed = (value: unknown): value is SealedPayload =>
  typeof value === 'object' && value !== null && typeof (value as Partial<SealedPayload>).sealed === 'string';

/**
 * What keeps the provider's storage free of usable tokens (docs/decisions/014). Refresh tokens,
 * authorization codes, session and interaction ids are bearer values: whoever has one acts as its
 * user. A row is therefore found by a keyed hash of such a value, never the value, and its
 * payload (which repeats the value and names others: `jti`, the interaction's session cookie) is
 * sealed. A database dump without the key opens nothing and matches no cookie or token.
 */
export interface GrantCipher {
  /** The keyed hash a value is stored and looked up under. */
  digest(value: string): string;
  /** The payload of row (`model`, `id`) as stored; `id` is the digest. */
  seal(model: string, id: string, payload: Record<string, unknown>): SealedPayload;
  /**
   * The payload of row (`model`, `id`), or undefined when it is not sealed for that row: a row
   * written before hashing, or a payload copied from another row.
   */
  open(model: string, id: string, stored: unknown): Record<string, unknown> | undefined;
}

export function createGrantCipher(key: Buffer, box: SecretBox): GrantCipher {
  return {
    digest: (value) => createHmac('sha256', key).update(value, 'utf8').digest('base64url'),
    seal: (model, id, payload) => ({ sealed: box.seal(JSON.stringify({ model, id, payload } satisfies Envelope)) }),
    open(model, id, stored) {
      if (!isSealed(stored)) return undefined;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(box.open(stored.sealed)) as Envelope;
      } catch {
        return undefined;
      }
      return envelope.model === model && envelope.id === id ? envelope.payload : undefined;
    },
  };
}
