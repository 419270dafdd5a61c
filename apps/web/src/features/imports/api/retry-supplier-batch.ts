import { retrySupplierBatch } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';

/** `POST supplier/batch/{batchId}/retry`: Retry failed rows. */
export function useRetrySupplierBatch() {
  return useApiMutation(retrySupplierBatch);
}
