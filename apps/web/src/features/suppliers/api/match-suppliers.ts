import { matchSuppliers, type SearchCriteria } from '@connector/contracts';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiKey, useApiQuery } from '../../../lib/api/index.ts';

/**
 * The criteria search for criteria submitted: a query rather than a mutation, so its answer can
 * be read again after a link (SUP-17). Orbis is asked when the user
 * searches and on that reload, never on focus or remount.
 */
export function useMatchSuppliers(appId: string, criteria: SearchCriteria) {
  return useApiQuery(
    matchSuppliers,
    { params: { appId }, body: criteria },
    { staleTime: Infinity, refetchOnWindowFocus: false },
  );
}

/** Searching again with the same criteria asks Orbis again rather than showing the kept answer. */
export function useSearchAgain(appId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (criteria: SearchCriteria) => queryClient.refetchQueries({ queryKey: apiKey(matchSuppliers, { params: { appId }, body: criteria }) }),
    [queryClient, appId],
  );
}

/** Whether a criteria search is on its way, for the Search button. */
export function useSearching(): boolean {
  return useIsFetching({ queryKey: apiKey(matchSuppliers) }) > 0;
}
