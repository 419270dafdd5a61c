import { ProviderError, type ProviderErrorKind, type ProviderName } from './http/errors.ts';

export type ConnectionResult =
  | { ok: true; elapsedMs: number }
  | { ok: false; provider: ProviderName; kind: ProviderErrorKind; message: string; status?: number };

/**
 * Runs an adapter's cheapest authenticated call and reports the outcome in words an administrator
 * can act on ("Test connection"). Only provider failures become results; anything else is a bug
 * and is thrown.
 */
export async function testConnection(adapter: { connectionCheck(): Promise<void> }): Promise<ConnectionResult> {
  const started = performance.now();
  try {
    await adapter.connectionCheck();
    return { ok: true, elapsedMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const { provider, kind, message, status } = error;
    return status === undefined ? { ok: false, provider, kind, message } : { ok: false, provider, kind, message, status };
  }
}
