import type { z } from 'zod';
import { badResponseError, blockedError, errorForNetwork, errorForStatus, redirectError, type ProviderName } from './errors.ts';
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

export interface JsonClientSettings extends ConnectionSettings {
  provider: ProviderName;
  /** Headers every call carries (credentials). */
  headers?: Record<string, string>;
  describeRejection?: DescribeRejection;
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

    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, { method: request.method, headers, body, signal });
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw error;
      const refusal = outboundRefusalIn(error);
      if (refusal) throw refusal.reason === 'redirect' ? redirectError(provider, refusal) : blockedError(provider, refusal);
      throw errorForNetwork(provider, error);
    }

    if (!response.ok) {
      const described = settings.describeRejection?.(response.status, safeJson(text));
      throw errorForStatus(provider, response.status, {
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
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
      return resilience.execute((signal) => send(request, signal), { idempotent, signal: request.signal });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
