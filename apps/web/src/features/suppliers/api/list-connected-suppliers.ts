import { listConnectedSuppliers, type ConnectedQuery } from '@connector/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../../lib/api/index.ts';

/** One page of connected suppliers; the previous page stays shown while the next one loads. */
export function useConnectedSuppliers(appId: string | null, query: ConnectedQuery) {
  return useApiQuery(
    listConnectedSuppliers,
    { params: { appId: appId ?? '' }, query },
    { enabled: Boolean(appId), placeholderData: keepPreviousData },
  );
}
