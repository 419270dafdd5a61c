import { listAuditEvents, type AuditEvent, type AuditTrailPage } from '@connector/contracts';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { ApiError, apiKey, useApi } from '../../../lib/api/index.ts';

/** Events one "Show older" adds to a record's History. */
export const HISTORY_PAGE_SIZE = 10;

/** The record a History is of: the trail's kind and id, as `GET /api/audit/{entity}/{entityId}` names them. */
export interface HistoryRecord {
  entity: AuditEvent['entity'];
  entityId: string;
}

const NO_PAGES: AuditTrailPage = { rows: [], nextCursor: null };

/**
 * A record's trail, newest first, a page at a time from where the last ended (decision 027).
 * A record with no event answers 404 on its first page: a History with nothing to show, not a
 * failure (a record seeded before auditing began, or one created out of the caller's sight).
 */
export function useRecordHistory({ entity, entityId }: HistoryRecord, enabled = true) {
  const client = useApi();
  const params = { entity, entityId };
  return useInfiniteQuery<AuditTrailPage, ApiError, InfiniteData<AuditTrailPage, string>, readonly unknown[], string>({
    queryKey: [...apiKey(listAuditEvents, { params }), 'history'],
    enabled,
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const query = { pageSize: HISTORY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) };
      try {
        return await client.call(listAuditEvents, { params, query, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404 && !pageParam) return NO_PAGES;
        throw error;
      }
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
