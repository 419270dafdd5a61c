import type { z } from 'zod';
import { ProviderError } from '../http/errors.ts';
import type { JsonClient, JsonRequest } from '../http/json-client.ts';
import type { TokenSource } from './token.ts';

/** An Ariba API request; `realm` asks another realm the token was issued for than the adapter's. */
export interface AribaRequest<S extends z.ZodType> extends JsonRequest<S> {
  realm?: string;
}

/** One authorised Ariba API call. */
export type AribaCall = <S extends z.ZodType>(request: AribaRequest<S>) => Promise<z.infer<S>>;

/**
 * Adds what every Ariba API call needs: the bearer token, the `apiKey` header and `?realm=`.
 * A 401 means the cached token was revoked or expired early: it is renewed and the call made once more.
 */
export function createAribaCall(client: JsonClient, tokens: TokenSource, apiKey: string, realm: string): AribaCall {
  const attempt = <S extends z.ZodType>({ realm: asked = realm, ...request }: AribaRequest<S>, token: string) =>
    client.request({
      ...request,
      query: { ...request.query, realm: asked },
      // An empty key is left out, so Ariba reports it as missing rather than as wrong.
      headers: { ...request.headers, authorization: `Bearer ${token}`, ...(apiKey ? { apiKey } : {}) },
    });

  return async (request) => {
    const token = await tokens.get();
    try {
      return await attempt(request, token);
    } catch (error) {
      if (!(error instanceof ProviderError && error.status === 401)) throw error;
      tokens.invalidate(token);
      return attempt(request, await tokens.get());
    }
  };
}
