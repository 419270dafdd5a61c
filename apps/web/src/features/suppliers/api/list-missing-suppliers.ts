import { listMissingSuppliers, type MissingQuery } from '@connector/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../../lib/api/index.ts';

/** One page of the suppliers waiting for a BvD ID; the previous page stays shown while the next one loads. */
export function useMissingSuppliers(appId: string | null, query: MissingQuery) {
  return useApiQuery(
    listMissingSuppliers,
    { params: { appId: appId ?? '' }, query },
    { enabled: Boolean(appId), placeholderData: keepPreviousData },
  );
}
