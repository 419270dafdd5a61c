import { getOrbisContext } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

/**
 * A fresh context for the report frames of a screen (decision 019): asked for on every mount and
 * never kept after the last frame leaves, since a context is short-lived and opens any report of
 * the application. Renewal is the frame's timer, not focus or reconnection, which would reload
 * the report under the user's eyes.
 */
export function useOrbisContext(appId: string) {
  return useApiQuery(
    getOrbisContext,
    { params: { appId } },
    { gcTime: 0, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false },
  );
}
