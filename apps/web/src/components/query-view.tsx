import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiError } from '../lib/api/index.ts';
import { Loading } from '../lib/feedback/index.ts';
import { LoadFailed } from './load-failed.tsx';

const NOT_FOUND = 404;

interface QueryViewProps<T> {
  query: UseQueryResult<T, ApiError>;
  /** Shown instead of the failure when the server answers 404. */
  notFound?: ReactNode;
  children(data: T): ReactNode;
}

/** What a screen shows for its query: a spinner while it loads, its failure with a retry, else its data. */
export function QueryView<T>({ query, notFound, children }: QueryViewProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (notFound && query.error.status === NOT_FOUND) return notFound;
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
