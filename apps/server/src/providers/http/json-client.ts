import type { z } from 'zod';
import { providerCalls, secondsSince, type ProviderCallMessage, type ProviderOutcome } from '../../observability/channels.ts';
import { inSpan, spansEnabled } from '../../observability/spans.ts';
import { badResponseError, blockedError, errorForNetwork, errorForStatus, isProviderError, redirectError, type ProviderName } from './errors.ts';
import { operationOf } from './operation.ts';
import { outboundRefusalIn } from './outbound-refusal.ts';
import { joinUrl } from './paths.ts';
import { createResilience, type Resilience } from './resilience.ts';
import { parseRetryAfter } from './retry-after.ts';
import type { ConnectionSettings } from './settings.ts';

export type QueryValue = string | number | boolean | undefined;

export interface JsonRequest<S extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to the base URL, placeholders already filled. */
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Parses the answer; a mismatch is a `bad-response`. */
  schema: S;
  /** Defaults to true for GET only; reads sent as POST say so. */
  idempotent?: boolean;
  /** The message of a 404, naming what was not found. */
  notFound?: string;
  /** The message of a 409, naming the state that forbids the call. */
  conflict?: string;
  signal?: AbortSignal;
}

/**
 * Turns a refused answer's body into a documented, safe text, or nothing; `refusal` marks a
 * credential or configuration problem (reported as `auth`).
 */
export type DescribeRejection = (status: number, body: unknown) => { detail: string; refusal?: boolean } | undefined;

/** One attempt's place in a service's quota, taken before it is sent. */
export interface Paced {
  /** The attempt is over: its answer (undefined when none came) tells what the quota now allows. */
  answered(response: Response | undefined): void;
  /** After a 429: how long until the quota allows another call, when known. */
  waitMs(): number | undefined;
}

export interface JsonClientSettings extends ConnectionSettings {
  provider: ProviderName;
  /** Headers every call carries (credentials). */
  headers?: Record<string, string>;
  describeRejection?: DescribeRejection;
  /** Statuses that say the record named is not there (404, and Ariba's 420–422). */
  notFoundStatuses?: readonly number[];
  /** Runs before each attempt (Ariba's quotas): may wait, or throw to keep the call unsent. */
  pace?: (request: JsonRequest<z.ZodType>, signal: AbortSignal) => Promise<Paced>;
}

export interface JsonClient {
  readonly provider: ProviderName;
  readonly baseUrl: string;
  readonly resilience: Resilience;
  request<S extends z.ZodType>(request: JsonRequest<S>): Promise<z.infer<S>>;
}

/** A typed JSON client over `fetch`: one attempt per call of `send`, resilience around it. */
export function createJsonClient(settings: JsonClientSettings): JsonClient {
  const { provider, baseUrl } = settings;
  const doFetch = settings.fetch ?? fetch;
  const resilience = createResilience({
    provider,
    key: baseUrl,
    timeoutMs: settings.timeoutMs,
    retry: settings.retry,
    breaker: settings.breaker,
    breakers: settings.breakers,
  });

  async function send<S extends z.ZodType>(request: JsonRequest<S>, signal: AbortSignal): Promise<z.infer<S>> {
    const url = joinUrl(baseUrl, request.path);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json', ...settings.headers, ...request.headers };
    let body: string | undefined;
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }

    const paced = await settings.pace?.(request, signal);
    let response: Response | undefined;
    let text: string;
    try {
      response = await doFetch(url, { method: request.method, headers, body, signal });
      text = await response.text();
    } catch (error) {
      paced?.answered(response);
      if (signal.aborted) throw error;
      const refusal = outboundRefusalIn(error);
      if (refusal) throw refusal.reason === 'redirect' ? redirectError(provider, refusal) : blockedError(provider, refusal);
      throw errorForNetwork(provider, error);
    }

    paced?.answered(response);
    if (!response.ok) {
      const described = settings.describeRejection?.(response.status, safeJson(text));
      const status = settings.notFoundStatuses?.includes(response.status) ? 404 : response.status;
      throw errorForStatus(provider, status, {
        retryAfterMs: (response.status === 429 ? paced?.waitMs() : undefined) ?? parseRetryAfter(response.headers.get('retry-after')),
        detail: described?.detail,
        refusal: described?.refusal,
        notFound: request.notFound,
        conflict: request.conflict,
      });
    }
    const parsed = request.schema.safeParse(text === '' ? undefined : safeJson(text));
    if (!parsed.success) throw badResponseError(provider, parsed.error, response.status);
    return parsed.data;
  }

  return {
    provider,
    baseUrl,
    resilience,
    request(request) {
      const idempotent = request.idempotent ?? request.method === 'GET';
      const call = () => resilience.execute((signal) => send(request, signal), { idempotent, signal: request.signal });
      return observed(provider, request, call);
    },
  };
}

/**
 * Every outside call goes through here: counted and timed when metrics are on, traced when
 * tracing is on, and otherwise called as it is.
 */
function observed<T>(provider: ProviderName, request: JsonRequest<z.ZodType>, call: () => Promise<T>): Promise<T> {
  const counted = providerCalls.hasSubscribers;
  const traced = spansEnabled();
  if (!counted && !traced) return call();
  const operation = operationOf(request.method, request.path);
  const startedAt = performance.now();
  const report = (outcome: ProviderOutcome) => {
    if (counted) providerCalls.publish({ provider, operation, outcome, seconds: secondsSince(startedAt) } satisfies ProviderCallMessage);
  };
  const run = async () => {
    try {
      const value = await call();
      report('ok');
      return value;
    } catch (error) {
      report(outcomeOf(error));
      throw error;
    }
  };
  return traced ? inSpan(`${provider} ${operation}`, { 'connector.provider': provider, 'connector.provider.operation': operation }, run) : run();
}

/** How a failed call is counted: by what the service answered, or why no answer came (`error`: refused by our own checks, or an answer we could not read). */
function outcomeOf(error: unknown): ProviderOutcome {
  if (!isProviderError(error)) return 'error';
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind === 'circuit-open') return 'circuit_open';
  if (error.status !== undefined && error.status >= 500) return '5xx';
  if (error.status !== undefined && error.status >= 400) return '4xx';
  // No answer at all (refused, reset): the service is unreachable rather than failing.
  return error.kind === 'unavailable' ? 'network' : 'error';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
