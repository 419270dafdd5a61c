import type { BreakerRegistry, BreakerSettings, RetrySettings } from './resilience.ts';

/**
 * How an adapter reaches its service and how patient it is; every adapter factory takes these
 * next to its own credentials, so an application's stored settings can build one.
 */
export interface ConnectionSettings {
  baseUrl: string;
  /** Per attempt; a call with retries may take longer. */
  timeoutMs?: number;
  retry?: RetrySettings;
  breaker?: BreakerSettings;
  /** Defaults to one registry per process, shared by every adapter of the same base URL. */
  breakers?: BreakerRegistry;
  /**
   * The `fetch` to use; defaults to the global one. Adapters built from an application's stored
   * settings take the deployment's outbound fetch (`createOutboundFetch`), which enforces `PROVIDER_HOSTS`.
   */
  fetch?: typeof fetch;
}
