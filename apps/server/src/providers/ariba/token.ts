import { ARIBA_PATHS, AribaTokenResponse, type AribaTokenRequest } from '@connector/contracts/providers/ariba';
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
  /** Kept to renew the token without the client secret's grant (SAP's refresh flow). */
  refreshToken: string | null;
  refreshAt: number;
}

/** Renew this long before the stated expiry, at most a tenth of the lifetime: Ariba takes a refresh within two minutes of it. */
const EARLY_RENEWAL_MS = 60_000;

/**
 * OAuth tokens of the client, cached until shortly before they expire, then renewed with the
 * refresh token the last answer carried (a new client-credentials token when there is none or it
 * is refused). Concurrent callers share one token request rather than each asking for their own.
 */
export function createTokenSource(
  client: JsonClient,
  credentials: { clientId: string; clientSecret: string },
  now: () => number,
): TokenSource {
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
  let cached: Cached | undefined;
  let pending: Promise<Cached> | undefined;

  async function ask(form: AribaTokenRequest): Promise<Cached> {
    try {
      const answer = await client.request({
        method: 'POST',
        path: ARIBA_PATHS.token,
        form,
        headers: { authorization: `Basic ${basic}` },
        schema: AribaTokenResponse,
        // Asking twice only yields two tokens.
        idempotent: true,
      });
      const lifetimeMs = answer.expires_in * 1000;
      const refreshAt = now() + lifetimeMs - Math.min(EARLY_RENEWAL_MS, lifetimeMs / 10);
      return { token: answer.access_token, refreshToken: answer.refresh_token ?? null, refreshAt };
    } catch (error) {
      if (error instanceof ProviderError && (error.kind === 'auth' || error.kind === 'rejected')) {
        throw new ProviderError('Ariba', 'auth', 'Ariba refused the credentials', { status: error.status, cause: error });
      }
      throw error;
    }
  }

  async function renew(previous: Cached | undefined): Promise<Cached> {
    if (previous?.refreshToken) {
      try {
        return await ask({ grant_type: 'refresh_token', refresh_token: previous.refreshToken });
      } catch (error) {
        // A refresh token Ariba no longer takes: the client's own grant still works.
        if (!(error instanceof ProviderError && error.kind === 'auth')) throw error;
      }
    }
    return ask({ grant_type: 'client_credentials' });
  }

  return {
    async get() {
      if (cached && now() < cached.refreshAt) return cached.token;
      const previous = cached;
      pending ??= renew(previous).finally(() => {
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
