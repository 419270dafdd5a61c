import { getOrbisCompany } from '@connector/contracts';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiKey, useApiQuery } from '../../../lib/api/index.ts';

const argsOf = (appId: string, bvdId: string) => ({ params: { appId, bvdId } });

/**
 * The BvD ID search's check that Orbis knows a company (decision 019), for the BvD ID searched:
 * asked when the user searches, never on focus or remount, since a company data call may cost credit.
 */
export function useOrbisCompany(appId: string, bvdId: string | null) {
  return useApiQuery(getOrbisCompany, argsOf(appId, bvdId ?? ''), {
    enabled: bvdId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Searching the same BvD ID again asks Orbis again rather than showing the kept answer. */
export function useCheckAgain(appId: string) {
  const queryClient = useQueryClient();
  return useCallback((bvdId: string) => queryClient.refetchQueries({ queryKey: apiKey(getOrbisCompany, argsOf(appId, bvdId)) }), [queryClient, appId]);
}

/** Whether a check is on its way, for the Search button. */
export function useChecking(): boolean {
  return useIsFetching({ queryKey: apiKey(getOrbisCompany) }) > 0;
}
