import { linkSupplier } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';

/** `PUT supplier/{supplierId}`; the screen reads the lists again itself, after the pause of SUP-17. */
export function useLinkSupplier() {
  return useApiMutation(linkSupplier);
}
