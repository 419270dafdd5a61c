import { ARIBA_PATHS, AribaTokenResponse } from '@connector/contracts/providers/ariba';
import { ProviderError } from '../http/errors.ts';
import type { JsonClient } from '../http/json-client.ts';

export interface TokenSource {
  /** A valid access token: the cached one, or a fresh one when it is (nearly) expired. */
  get(): Promise<string>;
  /** Forgets `token` if it is still the cached one, so the next `get` fetches another. */
  invalidate(token: string): void;
}

interface Cached {
  token: string;
  refreshAt: number;
}

/** Renew this long before the stated expiry, at most a tenth of the lifetime. */
const EARLY_RENEWAL_MS = 60_000;

/**
 * OAuth client-credentials tokens, cached until shortly before they expire. Concurrent callers
 * share one token request rather than each asking for their own.
 */
export function createTokenSource(
  client: JsonClient,
  credentials: { clientId: string; clientSecret: string },
  now: () => number,
): TokenSource {
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
  let cached: Cached | undefined;
  let pending: Promise<Cached> | undefined;

  async function fetchToken(): Promise<Cached> {
    try {
      const answer = await client.request({
        method: 'POST',
        path: ARIBA_PATHS.token,
        form: { grant_type: 'client_credentials' },
        headers: { authorization: `Basic ${basic}` },
        schema: AribaTokenResponse,
        // Asking twice only yields two tokens.
        idempotent: true,
      });
      const lifetimeMs = answer.expires_in * 1000;
      return { token: answer.access_token, refreshAt: now() + lifetimeMs - Math.min(EARLY_RENEWAL_MS, lifetimeMs / 10) };
    } catch (error) {
      if (error instanceof ProviderError && (error.kind === 'auth' || error.kind === 'rejected')) {
        throw new ProviderError('Ariba', 'auth', 'Ariba refused the credentials', { status: error.status, cause: error });
      }
      throw error;
    }
  }

  return {
    async get() {
      if (cached && now() < cached.refreshAt) return cached.token;
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      cached = await pending;
      return cached.token;
    },
    invalidate(token) {
      if (cached?.token === token) cached = undefined;
    },
  };
}
