import { listOwnEntityRequests, type OwnEntityRequest } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

/** How often a pending request is read again while someone watches it. */
export const OWN_ENTITY_POLL_MS = 2000;

const anyPending = (requests: readonly OwnEntityRequest[] | undefined) => requests?.some((request) => request.state === 'pending') ?? false;

/**
 * A supplier's own-entity requests, newest first. While `watch` is on and one is pending they are
 * read again every 2 s, so the screen sees Orbis add the company and the supplier get linked.
 */
export function useOwnEntityRequests(appId: string, supplierId: string, { watch }: { watch: boolean }) {
  return useApiQuery(
    listOwnEntityRequests,
    { params: { appId, supplierId } },
    { refetchInterval: (query) => (watch && anyPending(query.state.data) ? OWN_ENTITY_POLL_MS : false) },
  );
}
