import { unlinkSupplier } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';

export function useUnlinkSupplier() {
  return useApiMutation(unlinkSupplier);
}
