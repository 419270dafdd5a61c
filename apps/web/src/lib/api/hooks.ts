import type { EndpointData, EndpointSpec } from '@connector/contracts';
import {
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useApi } from './context.tsx';
import type { ApiError } from './errors.ts';
import { argsOf, type ApiResponse, type CallArgs, type RequestArgs } from './types.ts';

export type ApiKey = readonly [string] | readonly [string, Partial<Record<'params' | 'query' | 'body', unknown>>];

/**
 * Query key of an endpoint: its id, then the arguments. `apiKey(endpoint)` alone is a prefix of
 * every key of that endpoint, for invalidating all of its queries at once.
 */
export function apiKey<E extends EndpointSpec>(endpoint: E, args?: RequestArgs<E>): ApiKey {
  if (!args) return [endpoint.id];
  const { params, query, body } = args as { params?: unknown; query?: unknown; body?: unknown };
  return [
    endpoint.id,
    {
      ...(params === undefined ? {} : { params }),
      ...(query === undefined ? {} : { query }),
      ...(body === undefined ? {} : { body }),
    },
  ];
}

export type ApiQueryOptions<E extends EndpointSpec, TData = EndpointData<E>> = Omit<
  UseQueryOptions<EndpointData<E>, ApiError, TData, ApiKey>,
  'queryKey' | 'queryFn'
>;

export function useApiQuery<E extends EndpointSpec, TData = EndpointData<E>>(
  endpoint: E,
  args: RequestArgs<E>,
  options?: ApiQueryOptions<E, TData>,
): UseQueryResult<TData, ApiError> {
  const client = useApi();
  return useQuery({
    // Application calls already made their attempts inside the client.
    ...(endpoint.application ? { retry: false } : {}),
    ...options,
    queryKey: apiKey(endpoint, args),
    queryFn: ({ signal }) => client.call(endpoint, ...argsOf<E>({ ...args, signal } as CallArgs<E>)),
  });
}

/** Variables of a mutation; endpoints that need nothing may be mutated with no argument. */
export type MutationVariables<E extends EndpointSpec> = object extends RequestArgs<E> ? RequestArgs<E> | void : RequestArgs<E>;

export type ApiMutationOptions<E extends EndpointSpec, TContext = unknown> = Omit<
  UseMutationOptions<ApiResponse<EndpointData<E>>, ApiError, MutationVariables<E>, TContext>,
  'mutationFn'
>;

/** Resolves with `{ data, message }` so screens can show the server's success message. */
export function useApiMutation<E extends EndpointSpec, TContext = unknown>(
  endpoint: E,
  options?: ApiMutationOptions<E, TContext>,
): UseMutationResult<ApiResponse<EndpointData<E>>, ApiError, MutationVariables<E>, TContext> {
  const client = useApi();
  return useMutation({
    mutationKey: apiKey(endpoint),
    ...options,
    mutationFn: (variables) => client.send(endpoint, ...argsOf<E>((variables ?? undefined) as CallArgs<E> | undefined)),
  });
}
