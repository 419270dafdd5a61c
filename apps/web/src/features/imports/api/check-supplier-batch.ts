import { checkSupplierBatch } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';

/** `POST supplier/batch/check`: the preview of a file's rows; writes nothing. */
export function useCheckSupplierBatch() {
  return useApiMutation(checkSupplierBatch);
}
