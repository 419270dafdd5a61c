import { getSupplierBatch, type ImportStatus } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiKey, useApiQuery } from '../../../lib/api/index.ts';

/** How often the batch is read while it is in progress. */
export const BATCH_POLL_MS = 2000;

const statusKey = (appId: string) => apiKey(getSupplierBatch, { params: { appId } });

/** `GET supplier/batch`: whether a batch is in progress and the latest batch; read again every 2 s while one is. */
export function useSupplierBatch(appId: string) {
  return useApiQuery(getSupplierBatch, { params: { appId } }, { refetchInterval: (query) => (query.state.data?.inProgress ? BATCH_POLL_MS : false) });
}

/**
 * Shows a batch the server just answered with (an upload, a retry) as the status, which starts the
 * polling while it runs; the next read comes 2 s later rather than at once.
 */
export function useShowBatch(appId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (batch: NonNullable<ImportStatus['batch']>) =>
      queryClient.setQueryData<ImportStatus>(statusKey(appId), { inProgress: batch.status === 'running', batch }),
    [appId, queryClient],
  );
}
