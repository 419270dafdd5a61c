import { getSupplier } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

/** One supplier with realm and region: the link flow's prefill and its Go to Ariba. */
export function useSupplier(appId: string | null, supplierId: string | null) {
  return useApiQuery(
    getSupplier,
    { params: { appId: appId ?? '', supplierId: supplierId ?? '' } },
    { enabled: Boolean(appId && supplierId) },
  );
}
