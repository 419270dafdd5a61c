import type { EndpointData, EndpointParams, EndpointSpec, FieldError } from '@connector/contracts';
import type { z } from 'zod';

/**
 * What a caller may send for an object schema: the parsed shape, with every key optional whose
 * input may be left out (defaults such as `page`, `pageSize` and `order` of paged lists).
 */
type Sendable<S> = S extends z.ZodObject
  ? Omit<z.output<S>, OptionalKeys<S>> & Partial<Pick<z.output<S>, OptionalKeys<S>>>
  : S extends z.ZodType
    ? z.output<S>
    : undefined;
type OptionalKeys<S extends z.ZodObject> = {
  [K in keyof z.output<S>]: K extends keyof z.input<S> ? (undefined extends z.input<S>[K] ? K : never) : K;
}[keyof z.output<S>];

export type SendQuery<E extends EndpointSpec> = Sendable<E['query']>;
export type SendBody<E extends EndpointSpec> = Sendable<E['body']>;

type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** Path parameters, query and body of one call, each required exactly when the endpoint needs it. */
export type RequestArgs<E extends EndpointSpec> = Part<'params', EndpointParams<E>> &
  Part<'query', SendQuery<E>> &
  Part<'body', SendBody<E>>;

export type CallArgs<E extends EndpointSpec> = RequestArgs<E> & { signal?: AbortSignal };

/** Arguments of a call as a rest tuple, so calls that need nothing may leave them out. */
export type ArgsTuple<E extends EndpointSpec> = object extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

/** An endpoint that takes part in the request-guid and 504 protocol. */
export type ApplicationEndpoint = EndpointSpec & { readonly application: true };

/** A successful answer: its `data` and the server's success message, which screens show as a toast. */
export interface ApiResponse<T> {
  data: T;
  message?: string;
}

/**
 * Outcome of an application call (API-6): after the last failed attempt
 * the call resolves with `success: false`, the message to show and the data the server sent.
 */
export type ApplicationResult<T> =
  | { success: true; data: T; message?: string }
  | { success: false; message: string; data: unknown; status: number; errors: FieldError[] };

export interface ApiClientOptions {
  /** Origin of the API; '' calls the page's own origin. */
  baseUrl?: string;
  getAccessToken(): string | null | Promise<string | null>;
  /** Called on every 401 so the console can sign in again. */
  onUnauthorized(): void;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Pause between polls of a timed-out application call. */
  pollIntervalMs?: number;
  /** Attempts in total of an application call. */
  attempts?: number;
  /** How long a timed-out application call is polled before it counts as failed. */
  asyncTimeoutMs?: number;
}

export interface ApiClient {
  /** The `data` of a successful answer; any failure throws an `ApiError`. */
  call<E extends EndpointSpec>(endpoint: E, ...args: ArgsTuple<E>): Promise<EndpointData<E>>;
  /** Like `call`, with the server's success message. */
  send<E extends EndpointSpec>(endpoint: E, ...args: ArgsTuple<E>): Promise<ApiResponse<EndpointData<E>>>;
  /** An application call that resolves with `success: false` instead of throwing once its attempts are spent. */
  callApplication<E extends ApplicationEndpoint>(
    endpoint: E,
    ...args: ArgsTuple<E>
  ): Promise<ApplicationResult<EndpointData<E>>>;
}

/**
 * Hands arguments built inside generic code to `call`/`send`, whose rest tuple TypeScript cannot
 * resolve while the endpoint type is still a parameter.
 */
export function argsOf<E extends EndpointSpec>(args: CallArgs<E> | undefined): ArgsTuple<E> {
  return [args] as unknown as ArgsTuple<E>;
}
