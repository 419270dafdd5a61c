import { getSupplierBatchResults } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';

/** `GET supplier/batch/{batchId}/results`, read when the user downloads them, never kept. */
export function useSupplierBatchResults() {
  return useApiMutation(getSupplierBatchResults);
}
