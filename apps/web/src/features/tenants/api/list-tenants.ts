import { listTenants } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

export function useTenants() {
  return useApiQuery(listTenants, {});
}
