import { ProviderError, type ProviderErrorKind, type ProviderName } from './http/errors.ts';

export type ConnectionResult =
  | { ok: true; elapsedMs: number }
  | { ok: false; provider: ProviderName; kind: ProviderErrorKind; message: string; status?: number };

/** The one answer for every failure that would tell a closed port from an open one. */
export const couldNotConnect = (provider: ProviderName) => `Could not connect to ${provider} at this URL`;

/**
 * What a test may say about a failure. A refused credential (with Ariba's documented texts) and a
 * refusal by the allow-list, decided before anything is sent, are worth telling an administrator;
 * anything else — refused, reset, timed out, TLS, an HTTP error or an unreadable answer — is one
 * generic answer, so that the test cannot tell a closed port from an open one (or from a server
 * that is not the provider), and no upstream status or text is passed on.
 */
function reported(error: ProviderError): Extract<ConnectionResult, { ok: false }> {
  const { provider, kind, message, status } = error;
  if (kind === 'auth') return status === undefined ? { ok: false, provider, kind, message } : { ok: false, provider, kind, message, status };
  if (kind === 'blocked') return { ok: false, provider, kind, message };
  return { ok: false, provider, kind: 'unavailable', message: couldNotConnect(provider) };
}

/**
 * Runs an adapter's cheapest authenticated call and reports the outcome in words an administrator
 * can act on ("Test connection"). Only provider failures become results; anything else is a bug
 * and is thrown.
 */
export async function testConnection(
  adapter: { connectionCheck(): Promise<void> },
  /** Sees the failure in full (kind, status, cause), for the operator's logs. */
  onFailure?: (error: ProviderError) => void,
): Promise<ConnectionResult> {
  const started = performance.now();
  try {
    await adapter.connectionCheck();
    return { ok: true, elapsedMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    onFailure?.(error);
    return reported(error);
  }
}
