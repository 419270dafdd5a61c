import { buildPath, GENERIC_MESSAGES, type EndpointSpec } from '@connector/contracts';
import { ApiError, NO_ANSWER } from './errors.ts';

/** An HTTP answer as it arrived: status and parsed body (text when it is not JSON). */
export interface Answer {
  status: number;
  body: unknown;
}

export interface Transport {
  baseUrl: string;
  fetch: typeof fetch;
  getAccessToken(): string | null | Promise<string | null>;
}

export interface RequestInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
}

/** `?a=1&b=x`; undefined and null values are left out, arrays repeat their key. */
export function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function urlOf(baseUrl: string, endpoint: EndpointSpec, input: RequestInput): string {
  const params = input.params as Record<string, string | number> | undefined;
  return `${baseUrl.replace(/\/+$/, '')}${buildPath(endpoint.path, params)}${queryString(input.query)}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One HTTP exchange. Every answer resolves, whatever its status; only a missing answer throws:
 * the abort reason when the caller gave up, otherwise an `ApiError` with status 0.
 */
export async function request(transport: Transport, endpoint: EndpointSpec, input: RequestInput): Promise<Answer> {
  const token = await transport.getAccessToken();
  const headers: Record<string, string> = { accept: 'application/json', ...input.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await transport.fetch(urlOf(transport.baseUrl, endpoint, input), {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? null : JSON.stringify(input.body),
      signal: input.signal ?? null,
    });
    return { status: response.status, body: await readBody(response) };
  } catch (error) {
    input.signal?.throwIfAborted();
    throw new ApiError(NO_ANSWER, GENERIC_MESSAGES.somethingWrong, [], error);
  }
}
