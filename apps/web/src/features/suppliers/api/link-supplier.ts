import { linkSupplier } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';

/** `PUT supplier/{supplierId}`; the screen reads the lists again itself, after the pause of spec 1 §4. */
export function useLinkSupplier() {
  return useApiMutation(linkSupplier);
}
