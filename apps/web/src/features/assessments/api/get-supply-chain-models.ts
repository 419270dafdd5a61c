import { getSupplyChainModels } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

/** `GET supplyChain/models`: the supply chain models (`data.models`), read when the start dialog opens. */
export function useSupplyChainModels(appId: string, enabled: boolean) {
  return useApiQuery(getSupplyChainModels, { params: { appId } }, { enabled, select: (data) => data.models });
}
