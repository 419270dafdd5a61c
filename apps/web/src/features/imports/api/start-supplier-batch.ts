import { startSupplierBatch } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';

/** `POST supplier/batch`: uploads the rows to link; a job applies them. */
export function useStartSupplierBatch() {
  return useApiMutation(startSupplierBatch);
}
