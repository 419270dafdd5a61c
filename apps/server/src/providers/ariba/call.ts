import { createHash } from 'node:crypto';
import { aribaApiOf } from '@connector/contracts/providers/ariba';
import type { z } from 'zod';
import { ProviderError, quotaError } from '../http/errors.ts';
import type { JsonClient, JsonClientSettings, JsonRequest, Paced } from '../http/json-client.ts';
import { LONGEST_WAIT_MS, sharedQuotaGates } from './quota.ts';
import type { AribaSettings } from './settings.ts';
import type { TokenSource } from './token.ts';

/** An Ariba API request; `realm` asks another realm the token was issued for than the adapter's. */
export interface AribaRequest<S extends z.ZodType> extends JsonRequest<S> {
  realm?: string;
}

/** One authorised Ariba API call. */
export type AribaCall = <S extends z.ZodType>(request: AribaRequest<S>) => Promise<z.infer<S>>;

const UNPACED: Paced = { answered: () => undefined, waitMs: () => undefined };

/**
 * Each attempt takes its place in the quota of its API (per API host, realm and application key)
 * before it leaves, and the answer's rate-limit headers say what is left: calls pace themselves
 * instead of running into 429s (decision 035).
 */
export function aribaPace(settings: AribaSettings): NonNullable<JsonClientSettings['pace']> {
  const gates = settings.quotaGates ?? sharedQuotaGates;
  const now = settings.now ?? Date.now;
  const keyDigest = createHash('sha256').update(settings.apiKey).digest('base64url').slice(0, 16);
  return async (request, signal) => {
    const api = aribaApiOf(request.path);
    if (!api) return UNPACED;
    const realm = typeof request.query?.realm === 'string' ? request.query.realm : settings.realm;
    const gate = gates.get(`${settings.baseUrl}|${realm}|${keyDigest}|${api}`, settings.quotas ?? {});
    await gate.acquire(signal);
    return {
      answered: (response) => gate.release((name) => response?.headers.get(name)),
      waitMs: () => {
        const until = gate.blockedUntil();
        return until === undefined ? undefined : Math.max(0, until.getTime() - now());
      },
    };
  };
}

/**
 * Adds what every Ariba API call needs: the bearer token, the `apiKey` header and `?realm=`.
 * A 401 means the cached token was revoked or expired early: it is renewed and the call made once
 * more. A 429 whose quota comes back later than a retry would wait becomes a `quota` error.
 */
export function createAribaCall(client: JsonClient, tokens: TokenSource, apiKey: string, realm: string, now: () => number = Date.now): AribaCall {
  const attempt = <S extends z.ZodType>({ realm: asked = realm, ...request }: AribaRequest<S>, token: string) =>
    client.request({
      ...request,
      query: { ...request.query, realm: asked },
      // An empty key is left out, so Ariba reports it as missing rather than as wrong.
      headers: { ...request.headers, authorization: `Bearer ${token}`, ...(apiKey ? { apiKey } : {}) },
    });
  const authorised = async <S extends z.ZodType>(request: AribaRequest<S>) => {
    const token = await tokens.get();
    try {
      return await attempt(request, token);
    } catch (error) {
      if (!(error instanceof ProviderError && error.status === 401)) throw error;
      tokens.invalidate(token);
      return attempt(request, await tokens.get());
    }
  };
  return async (request) => {
    try {
      return await authorised(request);
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'rate-limited' && (error.retryAfterMs ?? 0) > LONGEST_WAIT_MS) {
        const waitMs = error.retryAfterMs ?? 0;
        throw quotaError('Ariba', new Date(now() + waitMs), waitMs > 3_600_000 ? 'day' : 'hour');
      }
      throw error;
    }
  };
}
