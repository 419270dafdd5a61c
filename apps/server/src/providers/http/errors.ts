/** The outside services the connector talks to, by the name users know them. */
export type ProviderName = 'Ariba' | 'Orbis' | 'Compliance Catalyst' | 'Supply Chain Catalyst';

export type ProviderErrorKind =
  | 'auth'
  | 'not-found'
  | 'rate-limited'
  | 'unavailable'
  | 'timeout'
  | 'circuit-open'
  | 'bad-response'
  | 'rejected'
  /** The deployment's allow-list refused the address before anything was sent. */
  | 'blocked'
  /** The service's call quota is used up until `resumeAt`: the work waits for it, it has not failed. */
  | 'quota'
  /** The record is being edited at the service (an Ariba questionnaire its supplier is answering): try later. */
  | 'busy';

/**
 * Whether repeating the call is harmless: `safe` when the service certainly did not act on it
 * (429, 503, connection refused), `if-idempotent` when it may have (500, reset, timeout), `no`
 * when repeating cannot help (credentials, validation, not found).
 */
export type Repeatable = 'safe' | 'if-idempotent' | 'no';

export interface ProviderErrorDetails {
  status?: number;
  retryAfterMs?: number;
  repeatable?: Repeatable;
  /** With `quota`: when calls may be made again. */
  resumeAt?: Date;
  cause?: unknown;
}

/**
 * A failed call to an outside service. The message is written for the person using the console;
 * upstream bodies never reach it (only the status, and documented upstream texts chosen by the
 * adapter). The original failure stays in `cause` for the logs.
 */
export class ProviderError extends Error {
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly repeatable: Repeatable;
  readonly resumeAt: Date | undefined;

  constructor(
    readonly provider: ProviderName,
    readonly kind: ProviderErrorKind,
    message: string,
    details: ProviderErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ProviderError';
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.repeatable = details.repeatable ?? 'no';
    this.resumeAt = details.resumeAt;
  }
}

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;

export interface StatusContext {
  retryAfterMs?: number;
  /** A documented upstream text or a per-call message; never a raw body. */
  detail?: string;
  notFound?: string;
  /** The message of a 409: the record is not in a state that allows the call. */
  conflict?: string;
  /** The detail names a credential or configuration problem, whatever the status. */
  refusal?: boolean;
}

/** The error for a non-2xx answer. */
export function errorForStatus(
  provider: ProviderName,
  status: number,
  { retryAfterMs, detail, notFound, conflict, refusal }: StatusContext = {},
): ProviderError {
  if (refusal && detail) {
    return new ProviderError(provider, 'auth', `${provider} refused the call: ${detail}`, { status });
  }
  if (status === 401 || status === 403) {
    return new ProviderError(provider, 'auth', detail ?? `${provider} refused the credentials`, { status });
  }
  if (status === 404) {
    return new ProviderError(provider, 'not-found', notFound ?? `${provider} has no such record`, { status });
  }
  if (status === 409 && conflict) return new ProviderError(provider, 'rejected', conflict, { status });
  if (status === 429) {
    return new ProviderError(provider, 'rate-limited', `${provider} is limiting requests; try again shortly`, {
      status,
      retryAfterMs,
      repeatable: 'safe',
    });
  }
  if (status === 504) {
    return new ProviderError(provider, 'timeout', `${provider} took too long to answer`, {
      status,
      repeatable: 'if-idempotent',
    });
  }
  if (status >= 500) {
    return new ProviderError(provider, 'unavailable', `${provider} is unavailable (HTTP ${status}); try again shortly`, {
      status,
      retryAfterMs,
      repeatable: status === 503 ? 'safe' : 'if-idempotent',
    });
  }
  const message = detail ? `${provider} refused the call: ${detail}` : `${provider} rejected the request (HTTP ${status})`;
  return new ProviderError(provider, 'rejected', message, { status });
}

/** Errors of `fetch` before any answer: the connection codes below mean nothing was sent. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export function errorForNetwork(provider: ProviderName, error: unknown): ProviderError {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return new ProviderError(provider, 'unavailable', `${provider} cannot be reached; try again shortly`, {
    repeatable: typeof code === 'string' && NOT_SENT.has(code) ? 'safe' : 'if-idempotent',
    cause: error,
  });
}

export const timeoutError = (provider: ProviderName, timeoutMs: number) =>
  new ProviderError(provider, 'timeout', `${provider} did not answer within ${timeoutMs} ms`, {
    repeatable: 'if-idempotent',
  });

export const circuitOpenError = (provider: ProviderName, cause?: unknown) =>
  new ProviderError(provider, 'circuit-open', `${provider} is not answering (circuit open); try again shortly`, {
    cause,
  });

/** The URL's host, or an address it resolves to, is not one the deployment allows calling. */
export const blockedError = (provider: ProviderName, cause?: unknown) =>
  new ProviderError(provider, 'blocked', `${provider}: this server is not allowed to call that address`, { cause });

/** A redirect to another host: not followed, so credentials never travel there. */
export const redirectError = (provider: ProviderName, cause?: unknown) =>
  new ProviderError(provider, 'bad-response', `${provider} redirected the call to another host; the redirect was not followed`, { cause });

export const badResponseError = (provider: ProviderName, cause?: unknown, status?: number) =>
  new ProviderError(provider, 'bad-response', `${provider} sent an answer that could not be read`, { status, cause });

const WINDOW_WORDS = { second: 'per-second', minute: 'per-minute', hour: 'hourly', day: 'daily' } as const;

/** The call quota of the service is used up until `resumeAt`; nothing was sent. */
export const quotaError = (provider: ProviderName, resumeAt: Date, window: keyof typeof WINDOW_WORDS) =>
  new ProviderError(provider, 'quota', `${provider}'s ${WINDOW_WORDS[window]} call quota is used up; calls resume at ${resumeAt.toISOString()}`, {
    resumeAt,
  });

/** The work hit a quota: when it may go on; undefined for any other failure. */
export const quotaResumeAt = (error: unknown): Date | undefined =>
  error instanceof ProviderError && error.kind === 'quota' ? error.resumeAt : undefined;
