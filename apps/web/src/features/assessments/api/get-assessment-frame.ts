import { getCatalystFrame, getSupplyChainFrame, type AssessmentProduct } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';
import { frameRenewalDelay } from '../lib/frame-source.ts';

const FRAME_ENDPOINTS = { catalyst: getCatalystFrame, supplyChain: getSupplyChainFrame } as const;

/**
 * `GET {product}/assesment/{id}/frame`: the product's page of one assessment with a fresh context
 * (ASM-11), asked for each time a dialog opens and never kept after it closes, since the context
 * is short-lived. It is asked again before it expires, even in a hidden tab, as the Orbis report's
 * context is; never on focus or reconnection, which would reload the page under the user's eyes.
 */
export function useAssessmentFrame(product: AssessmentProduct, appId: string, assessmentId: string) {
  return useApiQuery(
    FRAME_ENDPOINTS[product],
    { params: { appId, assessmentId } },
    {
      gcTime: 0,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchIntervalInBackground: true,
      refetchInterval: (query) => frameRenewalDelay(query.state.data, query.state.dataUpdatedAt),
    },
  );
}
