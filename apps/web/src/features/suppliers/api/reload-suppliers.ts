import { getSupplier, getSupplierActivity, listConnectedSuppliers, listMissingSuppliers, matchSuppliers } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiKey } from '../../../lib/api/index.ts';

const SUPPLIER_READS = [matchSuppliers, listConnectedSuppliers, listMissingSuppliers, getSupplier, getSupplierActivity];

/** The reload of SUP-17: every supplier answer on screen is read again. */
export function useReloadSuppliers() {
  const queryClient = useQueryClient();
  return useCallback(
    () => Promise.all(SUPPLIER_READS.map((endpoint) => queryClient.invalidateQueries({ queryKey: apiKey(endpoint) }))),
    [queryClient],
  );
}
