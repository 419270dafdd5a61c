import { QUERY_RETRIES } from '@connector/contracts';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, MalformedAnswerError } from './errors.ts';

/** Answers that another try cannot change: bad input, signed out, forbidden, not found (and a malformed answer). */
const FINAL_STATUSES = new Set([400, 401, 403, 404]);

/** Queries are retried up to twice unless the answer was final (API-8). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof MalformedAnswerError) return false;
  if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) return false;
  return failureCount < QUERY_RETRIES;
}

/** 0.5 s, 1 s, then capped at 4 s. */
export const queryRetryDelay = (failureCount: number) => Math.min(500 * 2 ** failureCount, 4000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay },
      // A mutation may have taken effect before it failed; repeating it is the user's choice.
      mutations: { retry: false },
    },
  });
}
